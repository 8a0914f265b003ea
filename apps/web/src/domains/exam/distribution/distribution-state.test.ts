import type { DepartNode } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { copyRows, schoolOptions, tenantIdsOf } from './distribution-state.ts';

const node = (id: string, orgCategory: '1' | '2' | '3', children: DepartNode[] = []) =>
  ({ id, departName: `名${id}`, orgCategory, children }) as unknown as DepartNode;

describe('distribution helpers', () => {
  it('offers the organisation nodes of the department tree, nested ones with their path', () => {
    const tree = [
      node('hq', '1', [
        node('d1', '2', [node('s1', '1', [node('c1', '3')])]),
        node('s2', '1'),
        node('c2', '3'),
      ]),
      node('x', '2', [node('s3', '1')]),
    ];
    expect(schoolOptions(tree)).toEqual([
      { value: 'hq', label: '名hq' },
      { value: 's1', label: '名hq / 名s1' },
      { value: 's2', label: '名hq / 名s2' },
      { value: 's3', label: '名s3' },
    ]);
    expect(schoolOptions([])).toEqual([]);
  });

  it('cleans typed tenant ids', () => {
    expect(tenantIdsOf([' t1 ', 't2,t3', 't1', '', 't4，t5 t6'])).toEqual([
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
    ]);
  });

  it('names sources and targets in the result list where known', () => {
    const rows = copyRows(
      {
        papers: [
          { sourceId: 'p1', paperId: 'n1', target: 's1' },
          { sourceId: 'p2', paperId: 'n2', target: 'tenant-9' },
        ],
      },
      new Map([['p1', '期中卷']]),
      new Map([['s1', '一中']]),
    );
    expect(rows).toEqual([
      { key: 'n1-0', paperId: 'n1', sourceName: '期中卷', targetName: '一中' },
      { key: 'n2-1', paperId: 'n2', sourceName: 'p2', targetName: 'tenant-9' },
    ]);
  });
});

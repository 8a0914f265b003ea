import type { ClassCode, DepartNode } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { firstClassOf, managedClassTree, openState } from './course-auth.ts';

const node = (id: string, orgCategory: '1' | '2' | '3', children: DepartNode[] = []) =>
  ({ id, departName: id, orgCategory, children }) as unknown as DepartNode;
const cls = (departId: string) => ({ departId, departName: departId, orgCode: '', code: '' }) as ClassCode;

describe('managedClassTree', () => {
  const tree = [
    node('school', '1', [node('grade', '2', [node('c1', '3'), node('c2', '3')]), node('c3', '3')]),
    node('other', '1', [node('c9', '3')]),
  ];

  it('keeps only branches with a managed class, classes choosable, schools not', () => {
    const out = managedClassTree(tree, [cls('c2')]);
    expect(out).toEqual([
      {
        value: 'school',
        title: 'school',
        selectable: false,
        children: [
          { value: 'grade', title: 'grade', selectable: false, children: [{ value: 'c2', title: 'c2' }] },
        ],
      },
    ]);
    expect(firstClassOf(out)?.value).toBe('c2');
  });

  it('lists managed classes missing from the tree at the end', () => {
    const out = managedClassTree([], [cls('lost')]);
    expect(out).toEqual([{ value: 'lost', title: 'lost' }]);
  });

  it('is empty for a user managing no class', () => {
    expect(managedClassTree(tree, [])).toEqual([]);
    expect(firstClassOf([])).toBeUndefined();
  });
});

describe('openState', () => {
  const now = new Date('2026-03-01T10:00:00');

  it('is open with no time or a past time', () => {
    expect(openState(null, now)).toEqual({ open: true, text: '已开放' });
    expect(openState('2026-03-01 09:59:59', now).open).toBe(true);
  });

  it('counts down to a future time', () => {
    expect(openState('2026-03-04 10:00:00', now)).toEqual({ open: false, text: '3 天后开放' });
    expect(openState('2026-03-01 15:30:00', now)).toEqual({ open: false, text: '5 小时后开放' });
    expect(openState('2026-03-01 10:00:20', now)).toEqual({ open: false, text: '1 分钟后开放' });
  });
});

import type { PaperClassificationNode } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  classificationOptions,
  classificationPath,
  filterClassifications,
  parentIds,
} from './classification.ts';

const node = (
  id: string,
  name: string,
  children: PaperClassificationNode[] = [],
): PaperClassificationNode => ({
  id,
  classificationName: name,
  parentId: null,
  sortNo: 0,
  children,
});

const tree = [
  node('py', 'Python', [node('py1', '一级', [node('py1a', '循环')]), node('py2', '二级')]),
  node('sc', 'Scratch', [node('sc1', '一级')]),
];

describe('classification tree helpers', () => {
  it('builds tree options keyed by id', () => {
    const [first] = classificationOptions(tree);
    expect(first).toMatchObject({ key: 'py', value: 'py', title: 'Python' });
    expect(first.children[0].children[0]).toEqual({
      key: 'py1a',
      value: 'py1a',
      title: '循环',
      children: [],
    });
  });

  it('spells the path of a classification', () => {
    expect(classificationPath(tree, 'py1a')).toEqual(['Python', '一级', '循环']);
    expect(classificationPath(tree, 'missing')).toEqual([]);
  });

  it('keeps matches with their ancestors and descendants', () => {
    expect(filterClassifications(tree, '循环')).toEqual([
      node('py', 'Python', [node('py1', '一级', [node('py1a', '循环')])]),
    ]);
    expect(filterClassifications(tree, 'scratch')).toEqual([tree[1]]);
    expect(filterClassifications(tree, ' ')).toEqual(tree);
    expect(filterClassifications(tree, '三级')).toEqual([]);
  });

  it('lists the nodes that have children', () => {
    expect(parentIds(tree)).toEqual(['py', 'py1', 'sc']);
  });
});

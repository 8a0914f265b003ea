import { describe, expect, it } from 'vitest';
import { groupByCourse } from './group-works.ts';

const w = (id: string, courseId: string | null, courseName: string | null) => ({ id, courseId, courseName });

describe('groupByCourse', () => {
  it('keeps the order courses first appear in and puts works without a course last', () => {
    const groups = groupByCourse([
      w('1', 'c2', '编程入门'),
      w('2', null, null),
      w('3', 'c1', 'Python 基础'),
      w('4', 'c2', '编程入门'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['编程入门', 'Python 基础', '其他作业']);
    expect(groups[0].works.map((x) => x.id)).toEqual(['1', '4']);
    expect(groups[2].works.map((x) => x.id)).toEqual(['2']);
  });
  it('names a course without a name and returns nothing for no works', () => {
    expect(groupByCourse([w('1', 'c', null)])[0].title).toBe('未命名课程');
    expect(groupByCourse([])).toEqual([]);
  });
});

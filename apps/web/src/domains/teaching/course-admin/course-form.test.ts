import type { Course, DepartNode } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  classificationTree,
  courseBody,
  courseToForm,
  departOptions,
  mayEditCourse,
  NEW_COURSE,
} from './course-form.ts';

const course = {
  id: 'c1',
  courseName: ' Scratch 入门 ',
  courseDesc: '',
  courseIcon: null,
  courseCover: 'course/cover.png',
  courseMap: null,
  showType: 1,
  isShared: 1,
  showHome: 0,
  orderNum: 3,
  courseType: 1,
  courseCategory: 1,
  classificationId: 'k1',
  departIds: 'd1, d2,',
} as Course;

describe('course form values', () => {
  it('turns flags into switches and the id list into an array', () => {
    const v = courseToForm(course);
    expect(v.isShared).toBe(true);
    expect(v.showHome).toBe(false);
    expect(v.departIds).toEqual(['d1', 'd2']);
  });

  it('builds the body: trimmed name, blanks as null, switches as 0/1', () => {
    const { id: _id, ...fields } = course;
    expect(courseBody(courseToForm(course))).toEqual({
      ...fields,
      courseName: 'Scratch 入门',
      courseDesc: null,
      departIds: ['d1', 'd2'],
    });
    expect(courseBody({ ...NEW_COURSE, courseName: 'x', classificationId: '' }).classificationId).toBeNull();
  });
});

describe('classificationTree', () => {
  const row = (id: string, parentId: string | null, sortNo = 0) => ({
    id,
    classificationName: id.toUpperCase(),
    parentId,
    sortNo,
  });

  it('nests by parent and sorts siblings', () => {
    expect(classificationTree([row('b', null, 2), row('a', null, 1), row('a1', 'a')])).toEqual([
      { value: 'a', title: 'A', children: [{ value: 'a1', title: 'A1' }] },
      { value: 'b', title: 'B' },
    ]);
  });

  it('puts orphans and rows on a parent cycle at the top without looping', () => {
    const tree = classificationTree([row('x', 'y'), row('y', 'x'), row('z', 'missing'), row('c', 'x')]);
    expect(tree.map((n) => n.value).sort()).toEqual(['x', 'y', 'z']);
    expect(tree.find((n) => n.value === 'x')?.children).toEqual([{ value: 'c', title: 'C' }]);
  });
});

describe('departOptions', () => {
  const node = (id: string, orgCategory: '1' | '2' | '3', children: DepartNode[] = []) =>
    ({ id, departName: id, orgCategory, children }) as unknown as DepartNode;
  const tree = [node('school', '1', [node('class1', '3'), node('office', '2')]), node('empty', '1')];

  it('offers every department for licensing', () => {
    expect(departOptions(tree).map((n) => n.value)).toEqual(['school', 'empty']);
  });

  it('keeps only branches with classes, and only classes choosable', () => {
    expect(departOptions(tree, true)).toEqual([
      {
        value: 'school',
        title: 'school',
        selectable: false,
        children: [{ value: 'class1', title: 'class1' }],
      },
    ]);
  });
});

describe('mayEditCourse', () => {
  it('lets administrators change any course and teachers only school-made ones', () => {
    expect(mayEditCourse({ sysOrgCode: null }, true)).toBe(true);
    expect(mayEditCourse({ sysOrgCode: null }, false)).toBe(false);
    expect(mayEditCourse({ sysOrgCode: 'A01' }, false)).toBe(true);
  });

  it('keeps courses licensed by the platform read-only, even for administrators', () => {
    expect(mayEditCourse({ sysOrgCode: null, licensed: true }, true)).toBe(false);
    expect(mayEditCourse({ sysOrgCode: 'A01', licensed: true }, false)).toBe(false);
  });
});

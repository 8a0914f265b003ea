import type { Course, DepartNode, PaperRow } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { allocatableCourses, allocatablePapers, schoolOptions } from './resource-allocation.ts';

const node = (id: string, orgCategory: '1' | '2' | '3', children: DepartNode[] = []) =>
  ({ id, departName: `名称${id}`, orgCategory, children }) as unknown as DepartNode;

describe('schoolOptions', () => {
  it('offers schools and campuses, drops classes, keeps a school-less branch out', () => {
    const tree = [
      node('s1', '1', [node('campus', '2', [node('c1', '3')]), node('c2', '3')]),
      node('s2', '1'),
    ];
    expect(schoolOptions(tree)).toEqual([
      { value: 's1', title: '名称s1', children: [{ value: 'campus', title: '名称campus' }] },
      { value: 's2', title: '名称s2' },
    ]);
    expect(schoolOptions([node('c9', '3')])).toEqual([]);
  });
});

describe('what may be given to a school', () => {
  it('leaves out the platform’s licensed courses and school-owned papers', () => {
    const courses = [
      { id: 'own', courseName: '自有课程', licensed: false },
      { id: 'lic', courseName: '平台课程', licensed: true },
    ] as Course[];
    expect(allocatableCourses(courses)).toEqual([{ value: 'own', label: '自有课程' }]);
    const papers = [
      { id: 'bank', paperName: '题库试卷', deptId: null },
      { id: 'school', paperName: '本校试卷', deptId: 's1' },
    ] as PaperRow[];
    expect(allocatablePapers(papers)).toEqual([{ value: 'bank', label: '题库试卷' }]);
  });
});

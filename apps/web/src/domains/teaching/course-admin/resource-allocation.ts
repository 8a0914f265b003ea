import type { Course, DepartNode, PaperRow } from '@ck/shared';
import type { TreeOption } from './course-form.ts';

/**
 * Schools and campuses (orgCategory 1/2) to allocate to, in their tree: other departments only hold
 * the branches and cannot be chosen; classes are left out.
 */
export function schoolOptions(nodes: readonly DepartNode[]): TreeOption[] {
  return nodes.flatMap((n): TreeOption[] => {
    if (n.orgCategory === '3') return [];
    const kids = schoolOptions(n.children ?? []);
    const school = n.orgCategory === '1' || n.orgCategory === '2';
    if (!school && !kids.length) return [];
    return [
      {
        value: n.id,
        title: n.departName,
        ...(school ? {} : { selectable: false }),
        ...(kids.length ? { children: kids } : {}),
      },
    ];
  });
}

/** The tenant's own courses: the platform's licensed ones reach every school already. */
export const allocatableCourses = (courses: readonly Course[]) =>
  courses.filter((c) => !c.licensed).map((c) => ({ value: c.id, label: c.courseName }));

/** Papers of the tenant's bank: a school's own papers are that school's already. */
export const allocatablePapers = (papers: readonly PaperRow[]) =>
  papers.filter((p) => !p.deptId).map((p) => ({ value: p.id, label: p.paperName }));

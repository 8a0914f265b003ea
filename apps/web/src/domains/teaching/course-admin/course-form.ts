import type { Course, CourseAddBody, DepartNode } from '@ck/shared';

/** The course dialog's values: switches as booleans, licensed departments as a list. */
export interface CourseFormValues {
  courseName: string;
  courseDesc?: string | null;
  courseIcon?: string | null;
  courseCover?: string | null;
  courseMap?: string | null;
  showType: number;
  isShared: boolean;
  showHome: boolean;
  orderNum: number;
  courseType: number;
  courseCategory: number;
  classificationId?: string | null;
  departIds: string[];
}

export const NEW_COURSE: CourseFormValues = {
  courseName: '',
  showType: 2,
  isShared: false,
  showHome: false,
  orderNum: 0,
  courseType: 2,
  courseCategory: 1,
  departIds: [],
};

const ids = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function courseToForm(c: Course): CourseFormValues {
  return {
    courseName: c.courseName,
    courseDesc: c.courseDesc,
    courseIcon: c.courseIcon,
    courseCover: c.courseCover,
    courseMap: c.courseMap,
    showType: c.showType,
    isShared: c.isShared === 1,
    showHome: c.showHome === 1,
    orderNum: c.orderNum,
    courseType: c.courseType,
    courseCategory: c.courseCategory,
    classificationId: c.classificationId,
    departIds: ids(c.departIds ?? ''),
  };
}

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export function courseBody(v: CourseFormValues): CourseAddBody {
  return {
    courseName: v.courseName.trim(),
    courseDesc: text(v.courseDesc),
    courseIcon: text(v.courseIcon),
    courseCover: text(v.courseCover),
    courseMap: text(v.courseMap),
    showType: v.showType,
    isShared: v.isShared ? 1 : 0,
    showHome: v.showHome ? 1 : 0,
    orderNum: v.orderNum ?? 0,
    courseType: v.courseType,
    courseCategory: v.courseCategory,
    classificationId: v.classificationId || null,
    departIds: v.departIds ?? [],
  };
}

export interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
  selectable?: boolean;
  disabled?: boolean;
}

interface ClassificationRow {
  id: string;
  classificationName: string;
  parentId: string | null;
  sortNo: number;
}

/**
 * The classification rows as a tree for a TreeSelect, by `parentId`, siblings by `sortNo`. A row whose
 * parent is missing, or that is its own ancestor (bad data), sits at the top.
 */
export function classificationTree(rows: readonly ClassificationRow[]): TreeOption[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ownAncestor = (row: ClassificationRow) => {
    const seen = new Set<string>();
    for (let at = row.parentId; at && byId.has(at) && !seen.has(at); at = byId.get(at)?.parentId ?? null) {
      if (at === row.id) return true;
      seen.add(at);
    }
    return false;
  };
  const children = new Map<string | null, ClassificationRow[]>();
  for (const r of rows) {
    const parent = r.parentId && byId.has(r.parentId) && !ownAncestor(r) ? r.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const build = (parent: string | null): TreeOption[] =>
    [...(children.get(parent) ?? [])]
      .sort((a, b) => a.sortNo - b.sortNo)
      .map((r) => {
        const kids = build(r.id);
        return { value: r.id, title: r.classificationName, ...(kids.length ? { children: kids } : {}) };
      });
  return build(null);
}

/**
 * The department tree for choosing licensed schools: every level may be chosen. With `onlyClasses`
 * only classes (orgCategory 3) may be chosen and branches without a class are left out.
 */
export function departOptions(nodes: readonly DepartNode[], onlyClasses = false): TreeOption[] {
  return nodes.flatMap((n): TreeOption[] => {
    const kids = departOptions(n.children ?? [], onlyClasses);
    const isClass = n.orgCategory === '3';
    if (onlyClasses && !isClass && kids.length === 0) return [];
    return [
      {
        value: n.id,
        title: n.departName,
        ...(onlyClasses && !isClass ? { selectable: false } : {}),
        ...(kids.length ? { children: kids } : {}),
      },
    ];
  });
}

/**
 * Whether the user may change a course (its fields, units and map). Administrators change any; a
 * teacher only courses made by a school (the server checks it is theirs): courses the
 * administrators made have no owner school and are read-only for teachers. Courses the platform
 * licensed to the tenant are read-only for everyone of it.
 */
export const mayEditCourse = (course: { sysOrgCode: string | null; licensed?: boolean }, admin: boolean) =>
  !course.licensed && (admin || !!course.sysOrgCode);

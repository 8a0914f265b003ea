/** Works of one course, in the order their courses first appear (the server sends newest first). */
export interface CourseGroup<T> {
  key: string;
  title: string;
  works: T[];
}

/** Groups homework works by course; works without a course land in "其他作业" at the end. */
export function groupByCourse<T extends { courseId: string | null; courseName: string | null }>(
  works: readonly T[],
): CourseGroup<T>[] {
  const groups = new Map<string, CourseGroup<T>>();
  let orphan: CourseGroup<T> | null = null;
  for (const work of works) {
    if (!work.courseId) {
      orphan ??= { key: '', title: '其他作业', works: [] };
      orphan.works.push(work);
      continue;
    }
    let group = groups.get(work.courseId);
    if (!group) {
      group = { key: work.courseId, title: work.courseName || '未命名课程', works: [] };
      groups.set(work.courseId, group);
    }
    group.works.push(work);
  }
  return orphan ? [...groups.values(), orphan] : [...groups.values()];
}

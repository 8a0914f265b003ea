import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { readableCourse, teachingCourse } from '../../teaching/index.ts';

/** A course a report recommends, as the parent sees it. */
export interface CourseCard {
  id: string;
  name: string;
  cover: string | null;
  intro: string | null;
}

const visible = (tenantId: string, ids: string[]) =>
  and(readableCourse(tenantId), inArray(teachingCourse.id, ids));

/** The tenant's own and licensed live courses among `ids`, in the order of `ids`. */
export async function courseCards(db: Db, tenantId: string, ids: string[]): Promise<CourseCard[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: teachingCourse.id,
      name: teachingCourse.courseName,
      cover: teachingCourse.courseCover,
      icon: teachingCourse.courseIcon,
      intro: teachingCourse.courseDesc,
    })
    .from(teachingCourse)
    .where(visible(tenantId, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id: r.id, name: r.name, cover: r.cover || r.icon, intro: r.intro }] : [];
  });
}

/** Refuses (400) course ids that name no live course the tenant owns or is licensed. */
export async function assertCoursesVisible(db: Db, tenantId: string, ids: string[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const rows = await db
    .select({ id: teachingCourse.id })
    .from(teachingCourse)
    .where(visible(tenantId, wanted));
  if (rows.length !== wanted.length) throw badRequest('推荐的课程不存在或本机构无权使用');
}

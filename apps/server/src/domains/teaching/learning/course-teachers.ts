import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseDept } from '../courses/course-tables.ts';
import { managedClasses } from '../teaching-scope.ts';

/** Whether the caller teaches the course: an admin, or a teacher managing a class it is linked to. */
export async function teachesCourse(db: Db, auth: AuthContext | null, courseId: string): Promise<boolean> {
  if (!auth) return false;
  if (isAdmin(auth)) return true;
  const classes = await managedClasses(db, auth);
  if (!classes.length) return false;
  const [link] = await db
    .select({ id: teachingCourseDept.id })
    .from(teachingCourseDept)
    .where(
      and(
        liveScope(teachingCourseDept, auth),
        eq(teachingCourseDept.courseId, courseId),
        inArray(
          teachingCourseDept.deptId,
          classes.map((c) => c.id),
        ),
      ),
    )
    .limit(1);
  return !!link;
}

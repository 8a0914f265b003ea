import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseUser } from './learning-tables.ts';

export interface CourseGrant {
  tenantId: string;
  userId: string;
  courseId: string;
  /** The order that paid for it, if any. */
  orderId: string | null;
}

/** Gives one learner a course, once: granting a course they already hold changes nothing. True when new. */
export async function grantCourse(tx: Db, grant: CourseGrant): Promise<boolean> {
  const inserted = await tx
    .insert(teachingCourseUser)
    .values({ id: uuidv7(), ...grant })
    .onConflictDoNothing()
    .returning({ id: teachingCourseUser.id });
  return inserted.length > 0;
}

/** Takes back the courses an order granted (the order was refunded). Answers how many. */
export async function revokeOrderGrants(tx: Db, tenantId: string, orderId: string): Promise<number> {
  const removed = await tx
    .delete(teachingCourseUser)
    .where(and(tenantScope(teachingCourseUser, tenantId), eq(teachingCourseUser.orderId, orderId)))
    .returning({ id: teachingCourseUser.id });
  return removed.length;
}

/** The user's granted courses (all, or those among `only`) with when each was granted. */
export async function courseGrantsOf(
  db: Db,
  auth: AuthContext,
  only?: string[],
): Promise<{ courseId: string; grantTime: Date }[]> {
  if (only && !only.length) return [];
  const g = teachingCourseUser;
  return db
    .select({ courseId: g.courseId, grantTime: g.createTime })
    .from(g)
    .where(
      and(tenantScope(g, auth), eq(g.userId, auth.userId), only ? inArray(g.courseId, only) : undefined),
    );
}

import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingContest, teachingUserOtherInfo } from '../tables.ts';

/**
 * Whether the user is a registered contestant of a published contest running now (practice contests
 * excepted): other domains (the AI assistant) refuse help while it runs.
 */
export async function hasContestInProgress(db: Db, tenantId: string, userId: string, now = new Date()) {
  const [row] = await db
    .select({ id: teachingUserOtherInfo.id })
    .from(teachingUserOtherInfo)
    .innerJoin(teachingContest, eq(teachingContest.id, teachingUserOtherInfo.contestId))
    .where(
      and(
        liveScope(teachingUserOtherInfo, tenantId),
        eq(teachingUserOtherInfo.userId, userId),
        eq(teachingContest.delFlag, 0),
        eq(teachingContest.status, 1),
        eq(teachingContest.isPractice, 0),
        lte(teachingContest.startTime, now),
        gt(teachingContest.endTime, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingUserPaper } from './exam-tables.ts';

/**
 * Whether the user has an attempt still being answered (not submitted, before its deadline): other
 * domains (the AI assistant) refuse help while it runs.
 */
export async function hasExamInProgress(db: Db, tenantId: string, userId: string, now = new Date()) {
  const [row] = await db
    .select({ id: teachingUserPaper.id })
    .from(teachingUserPaper)
    .where(
      and(
        liveScope(teachingUserPaper, tenantId),
        eq(teachingUserPaper.userId, userId),
        eq(teachingUserPaper.userPaperStatus, 0),
        gt(teachingUserPaper.deadline, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

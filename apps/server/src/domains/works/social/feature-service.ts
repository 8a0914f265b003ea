import { isPublicWorkStatus } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { teachingWorkCorrect, teachingWork as w } from '../work/work-tables.ts';
import type { WorkFeatured } from '../works-events.ts';
import { managedWork, type WorkRecord } from './social-policy.ts';

/** The state a work falls back to when it leaves the gallery: graded, submitted or saved. */
async function stateBeforeGallery(db: Db, work: WorkRecord): Promise<number> {
  const [graded] = await db
    .select({ id: teachingWorkCorrect.id })
    .from(teachingWorkCorrect)
    .where(and(eq(teachingWorkCorrect.workId, work.id), eq(teachingWorkCorrect.delFlag, 0)))
    .limit(1);
  if (graded) return 2;
  return work.workScene === 'create' ? 0 : 1;
}

/**
 * Moves a work on / off the home page (3) and featured (4). A work goes public once it was handed in
 * (submitted or graded) or is a free creation its owner saved; homework still being worked on stays
 * private. Taking it off puts it back to the state it had.
 */
export async function setWorkStatus(db: Db, auth: AuthContext, id: string, wanted: number) {
  const work = await managedWork(db, auth, id, '只能把自己班级学生的作品设为首页展示或精选');
  let next: number;
  if (wanted >= 3) {
    if (work.workStatus === 0 && work.workScene !== 'create')
      throw badRequest('作业还没有提交，不能上首页或精选');
    if (!work.workFile) throw badRequest('作品还没有文件，不能上首页或精选');
    next = wanted;
  } else {
    if (!isPublicWorkStatus(work.workStatus)) throw badRequest('该作品不在首页或精选中');
    next = await stateBeforeGallery(db, work);
  }
  if (next !== work.workStatus)
    await db
      .update(w)
      .set({ workStatus: next, updateBy: auth.username, updateTime: new Date() })
      .where(eq(w.id, work.id));
  // Set as featured just now: the caller publishes `works.workFeatured` with it.
  const featured: WorkFeatured | null =
    next === 4 && work.workStatus !== 4
      ? { tenantId: work.tenantId, workId: work.id, userId: work.userId, workName: work.workName }
      : null;
  return { id: work.id, workStatus: next, featured };
}

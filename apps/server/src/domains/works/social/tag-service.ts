import { WORK_TAG_MAX } from '@ck/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { managedWork, visibleWork } from './social-policy.ts';
import { teachingWorkTag as t } from './social-tables.ts';

/** The tags of a work the caller may see, oldest first. */
export async function workTags(db: Db, auth: AuthContext | null, workId: string): Promise<string[]> {
  const work = await visibleWork(db, auth, workId);
  const rows = await db
    .select({ tagName: t.tagName })
    .from(t)
    .where(eq(t.workId, work.id))
    .orderBy(asc(t.createTime), asc(t.id));
  return rows.map((r) => r.tagName);
}

/** Adds a tag to a work the caller manages; a tag it already has changes nothing. */
export async function addTag(db: Db, auth: AuthContext, workId: string, tagName: string) {
  const work = await managedWork(db, auth, workId, '给');
  await db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(t).where(eq(t.workId, work.id));
    const [same] = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.workId, work.id), eq(t.tagName, tagName)));
    if (same) return;
    if (Number(n) >= WORK_TAG_MAX) throw badRequest(`每个作品最多 ${WORK_TAG_MAX} 个标签`);
    await tx
      .insert(t)
      .values({ id: uuidv7(), tenantId: work.tenantId, workId: work.id, tagName, createBy: auth.username })
      .onConflictDoNothing();
  });
}

export async function removeTag(db: Db, auth: AuthContext, workId: string, tagName: string) {
  const work = await managedWork(db, auth, workId, '修改');
  const removed = await db
    .delete(t)
    .where(and(eq(t.workId, work.id), eq(t.tagName, tagName)))
    .returning({ id: t.id });
  if (!removed.length) throw notFound('该作品没有这个标签');
}

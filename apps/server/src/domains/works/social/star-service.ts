import type { MyStar } from '@ck/shared';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { teachingWork as w } from '../work/work-tables.ts';
import { visibleWork } from './social-policy.ts';
import { teachingWorkStar as s } from './social-tables.ts';

type Kind = 'star' | 'collect';

/**
 * Toggles my star (or collect) of a work I may see. The unique index (work, user, kind) makes a
 * user count once even when two requests race; the counter moves in the same transaction.
 */
export async function toggleMark(db: Db, auth: AuthContext, workId: string, kind: Kind) {
  const work = await visibleWork(db, auth, workId);
  const counter = kind === 'star' ? w.starNum : w.collectNum;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(s)
      .where(and(eq(s.workId, work.id), eq(s.userId, auth.userId), eq(s.kind, kind)))
      .returning({ id: s.id });
    let on = false;
    let delta = removed.length ? -1 : 0;
    if (!removed.length) {
      const added = await tx
        .insert(s)
        .values({ id: uuidv7(), tenantId: work.tenantId, workId: work.id, userId: auth.userId, kind })
        .onConflictDoNothing()
        .returning({ id: s.id });
      on = true;
      delta = added.length;
    }
    const column = kind === 'star' ? 'starNum' : 'collectNum';
    const [row] = await tx
      .update(w)
      .set({ [column]: sql`greatest(${counter} + ${delta}, 0)` })
      .where(eq(w.id, work.id))
      .returning({ n: counter });
    return { on, count: row.n };
  });
}

/** Whether I starred / collected a work; both false for visitors and works I may not see. */
export async function myMarks(db: Db, auth: AuthContext | null, workId: string): Promise<MyStar> {
  if (!auth) return { starred: false, collected: false };
  await visibleWork(db, auth, workId);
  const rows = await db
    .select({ kind: s.kind })
    .from(s)
    .where(and(eq(s.workId, workId), eq(s.userId, auth.userId)));
  const kinds = new Set(rows.map((r) => r.kind));
  return { starred: kinds.has('star'), collected: kinds.has('collect') };
}

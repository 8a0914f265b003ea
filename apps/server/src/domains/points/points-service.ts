import type { PointsKind } from '@ck/shared';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { teachingJifen, teachingJifenBalance } from './tables.ts';

/** The app's database, or a transaction a caller already opened (the shop's redemption). */
export type { DbOrTx };

export interface PointsChange {
  tenantId: string;
  userId: string;
  /** Positive to award, negative to spend. */
  amount: number;
  reason: string;
  /** What caused the change; `manual` when not given. */
  kind?: PointsKind;
  /** The event this change pays for: an event already paid changes nothing. */
  eventKey?: string;
  /** Username of whoever made the change; empty for the system. */
  by?: string;
  /** When it happened; now unless given (demo data dated in the past). */
  at?: Date;
}

export interface AppliedChange {
  balance: number;
  /** False when the event key was paid before and nothing was written. */
  applied: boolean;
}

/**
 * Writes one ledger row and moves the balance in one transaction (a savepoint inside the caller's
 * transaction). The ledger row goes first: with an event key the unique index decides, under
 * concurrency too, which call pays; the others write nothing. A balance never goes below 0.
 */
export async function applyPointsChange(db: DbOrTx, change: PointsChange): Promise<AppliedChange> {
  if (!Number.isInteger(change.amount) || change.amount === 0) throw badRequest('积分变动必须是非零整数');
  return db.transaction(async (tx) => {
    const [written] = await tx
      .insert(teachingJifen)
      .values({
        id: uuidv7(),
        tenantId: change.tenantId,
        userId: change.userId,
        amount: change.amount,
        reason: change.reason.slice(0, 200),
        kind: change.kind ?? 'manual',
        eventKey: change.eventKey ?? null,
        createBy: change.by || null,
        ...(change.at ? { createTime: change.at } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: teachingJifen.id });
    if (!written) return { balance: await pointsOf(tx, change.tenantId, change.userId), applied: false };
    const [row] = await tx
      .insert(teachingJifenBalance)
      .values({ tenantId: change.tenantId, userId: change.userId, balance: change.amount })
      .onConflictDoUpdate({
        target: [teachingJifenBalance.tenantId, teachingJifenBalance.userId],
        set: { balance: sql`${teachingJifenBalance.balance} + ${change.amount}`, updateTime: new Date() },
      })
      .returning({ balance: teachingJifenBalance.balance });
    if (row.balance < 0) throw badRequest('积分不足');
    return { balance: row.balance, applied: true };
  });
}

/** `applyPointsChange` answering the new balance (the current one when the event was paid before). */
export async function changePoints(db: DbOrTx, change: PointsChange): Promise<number> {
  return (await applyPointsChange(db, change)).balance;
}

export async function pointsOf(db: DbOrTx, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: teachingJifenBalance.balance })
    .from(teachingJifenBalance)
    .where(and(tenantScope(teachingJifenBalance, tenantId), eq(teachingJifenBalance.userId, userId)));
  return row?.balance ?? 0;
}

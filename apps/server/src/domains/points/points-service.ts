import type { PageResult, PointsLedgerItem } from '@ck/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { formatDateTime } from '../../platform/http/dates.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { tenantScope } from '../../platform/tenancy/tenancy.ts';
import { teachingJifen, teachingJifenBalance } from './tables.ts';

export interface PointsChange {
  tenantId: string;
  userId: string;
  /** Positive to award, negative to spend. */
  amount: number;
  reason: string;
  by?: string;
}

/** Writes one ledger row and moves the balance in the same transaction; a balance never goes below 0. */
export async function changePoints(db: Db, change: PointsChange): Promise<number> {
  if (!Number.isInteger(change.amount) || change.amount === 0) throw badRequest('积分变动必须是非零整数');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teachingJifenBalance)
      .values({ tenantId: change.tenantId, userId: change.userId, balance: change.amount })
      .onConflictDoUpdate({
        target: [teachingJifenBalance.tenantId, teachingJifenBalance.userId],
        set: { balance: sql`${teachingJifenBalance.balance} + ${change.amount}`, updateTime: new Date() },
      })
      .returning({ balance: teachingJifenBalance.balance });
    if (row.balance < 0) throw badRequest('积分不足');
    await tx.insert(teachingJifen).values({
      id: uuidv7(),
      tenantId: change.tenantId,
      userId: change.userId,
      amount: change.amount,
      reason: change.reason.slice(0, 200),
      createBy: change.by,
    });
    return row.balance;
  });
}

export async function pointsOf(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: teachingJifenBalance.balance })
    .from(teachingJifenBalance)
    .where(and(tenantScope(teachingJifenBalance, tenantId), eq(teachingJifenBalance.userId, userId)));
  return row?.balance ?? 0;
}

export async function pointsLedger(
  db: Db,
  tenantId: string,
  userId: string,
  pageNo: number,
  pageSize: number,
): Promise<PageResult<PointsLedgerItem>> {
  const where = and(tenantScope(teachingJifen, tenantId), eq(teachingJifen.userId, userId));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(teachingJifen).where(where);
  const rows = await db
    .select()
    .from(teachingJifen)
    .where(where)
    .orderBy(desc(teachingJifen.createTime))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const records = rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    reason: r.reason,
    createTime: formatDateTime(r.createTime),
  }));
  return pageOf(records, total, pageNo, pageSize);
}

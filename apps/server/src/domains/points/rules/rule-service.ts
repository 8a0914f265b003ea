import {
  DEFAULT_POINTS_RULES,
  POINTS_KINDS,
  POINTS_RULE_HINTS,
  POINTS_RULE_KINDS,
  type PointsRule,
  type PointsRuleKind,
  type PointsRuleSaveBody,
} from '@ck/shared';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { applyPointsChange, type DbOrTx, pointsOf } from '../points-service.ts';
import { shanghaiDayBounds } from '../shanghai-day.ts';
import { teachingJifen, teachingJifenRule } from '../tables.ts';

/** Every rule kind of a tenant, in catalogue order; kinds never saved answer their defaults. */
export async function listRules(db: DbOrTx, tenantId: string): Promise<PointsRule[]> {
  const rows = await db.select().from(teachingJifenRule).where(tenantScope(teachingJifenRule, tenantId));
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return POINTS_RULE_KINDS.map((kind) => {
    const row = byKind.get(kind);
    const fallback = DEFAULT_POINTS_RULES[kind];
    return {
      kind,
      kind_dictText: POINTS_KINDS[kind],
      hint: POINTS_RULE_HINTS[kind],
      amount: row?.amount ?? fallback.amount,
      dailyCap: row?.dailyCap ?? fallback.dailyCap,
      enabled: row?.enabled ?? 1,
      updateTime: formatDateTime(row?.updateTime),
    };
  });
}

export async function ruleOf(db: DbOrTx, tenantId: string, kind: PointsRuleKind): Promise<PointsRule> {
  return (await listRules(db, tenantId)).find((r) => r.kind === kind)!;
}

/** Upserts the given rules of the tenant in one transaction; kinds not sent keep what they had. */
export async function saveRules(db: Db, tenantId: string, items: PointsRuleSaveBody, by: string) {
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const item of items)
      await tx
        .insert(teachingJifenRule)
        .values({ id: uuidv7(), tenantId, ...item, updateBy: by, updateTime: now })
        .onConflictDoUpdate({
          target: [teachingJifenRule.tenantId, teachingJifenRule.kind],
          set: {
            amount: item.amount,
            dailyCap: item.dailyCap,
            enabled: item.enabled,
            updateBy: by,
            updateTime: now,
          },
        });
  });
  return listRules(db, tenantId);
}

export interface RuleEarning {
  tenantId: string;
  userId: string;
  kind: PointsRuleKind;
  /** Unique per user: `workSubmit:<workId>`, `signIn:2026-11-26` ... */
  eventKey: string;
  reason: string;
  at?: Date;
}

export interface EarnOutcome {
  /** Points paid by this call; 0 when the rule is off, the cap is reached or the event was paid. */
  paid: number;
  balance: number;
  /** True when the event key had been paid before. */
  duplicate: boolean;
}

/**
 * Pays what the tenant's rule for `kind` says, at most up to its daily cap (the sum of today's rows of
 * that kind, Asia/Shanghai) and once per event key. A per-user transaction lock keeps two events
 * arriving together from both fitting under the cap.
 */
export async function earnByRule(db: Db, earning: RuleEarning): Promise<EarnOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`jifen:${earning.tenantId}:${earning.userId}`}))`,
    );
    const rule = await ruleOf(tx, earning.tenantId, earning.kind);
    const userLedger = and(
      tenantScope(teachingJifen, earning.tenantId),
      eq(teachingJifen.userId, earning.userId),
    );
    const [done] = await tx
      .select({ id: teachingJifen.id })
      .from(teachingJifen)
      .where(and(userLedger, eq(teachingJifen.eventKey, earning.eventKey)));
    const balanceNow = () => pointsOf(tx, earning.tenantId, earning.userId);
    if (done) return { paid: 0, balance: await balanceNow(), duplicate: true };
    let amount = rule.enabled ? rule.amount : 0;
    if (amount > 0 && rule.dailyCap > 0) {
      const { start, end } = shanghaiDayBounds(earning.at ?? new Date());
      const [{ today }] = await tx
        .select({ today: sql<number>`coalesce(sum(${teachingJifen.amount}), 0)::int` })
        .from(teachingJifen)
        .where(
          and(
            userLedger,
            eq(teachingJifen.kind, earning.kind),
            gte(teachingJifen.createTime, start),
            lt(teachingJifen.createTime, end),
          ),
        );
      amount = Math.min(amount, rule.dailyCap - Number(today));
    }
    if (amount <= 0) return { paid: 0, balance: await balanceNow(), duplicate: false };
    const { balance, applied } = await applyPointsChange(tx, {
      tenantId: earning.tenantId,
      userId: earning.userId,
      amount,
      reason: earning.reason,
      kind: earning.kind,
      eventKey: earning.eventKey,
    });
    return { paid: applied ? amount : 0, balance, duplicate: !applied };
  });
}

import type { SignInResult, SignInStatus } from '@ck/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { earnByRule, ruleOf } from '../rules/rule-service.ts';
import { dayBefore, shanghaiDay } from '../shanghai-day.ts';
import { teachingJifen as j } from '../tables.ts';

const PREFIX = 'signIn:';
/** The streak is counted over this many recent sign-ins at most. */
const STREAK_WINDOW = 366;

/** Today's sign-in (Asia/Shanghai): pays the rule once a day; a second one pays nothing and says so. */
export async function signIn(db: Db, auth: AuthContext, now = new Date()): Promise<SignInResult> {
  const rule = await ruleOf(db, auth.tenantId, 'signIn');
  if (!rule.enabled || rule.amount <= 0) throw badRequest('每日签到暂未开放');
  const outcome = await earnByRule(db, {
    tenantId: auth.tenantId,
    userId: auth.userId,
    kind: 'signIn',
    eventKey: `${PREFIX}${shanghaiDay(now)}`,
    reason: '每日签到',
    at: now,
  });
  if (outcome.duplicate) throw badRequest('今天已经签到过了，明天再来吧');
  if (!outcome.paid) throw badRequest('今天的签到积分已达上限');
  return { amount: outcome.paid, balance: outcome.balance };
}

export async function signInStatus(db: Db, auth: AuthContext, now = new Date()): Promise<SignInStatus> {
  const rule = await ruleOf(db, auth.tenantId, 'signIn');
  const rows = await db
    .select({ eventKey: j.eventKey })
    .from(j)
    .where(
      and(
        tenantScope(j, auth),
        eq(j.userId, auth.userId),
        eq(j.kind, 'signIn'),
        like(j.eventKey, `${PREFIX}%`),
      ),
    )
    .orderBy(desc(j.eventKey))
    .limit(STREAK_WINDOW);
  const days = new Set(rows.map((r) => (r.eventKey ?? '').slice(PREFIX.length)));
  const today = shanghaiDay(now);
  const signedToday = days.has(today);
  let streak = 0;
  for (let day = signedToday ? today : dayBefore(today); days.has(day); day = dayBefore(day)) streak++;
  return { signedToday, enabled: rule.enabled === 1 && rule.amount > 0, amount: rule.amount, streak, today };
}

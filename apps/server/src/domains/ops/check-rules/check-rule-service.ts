import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysCheckRule } from '../resources.ts';
import { parseRuleJson, runRule } from './check-rule-items.ts';

/**
 * Runs the tenant's rule `ruleCode` over `value`: null when the value passes, otherwise the message
 * to answer (the failing item's, or a refusal to run a malformed or unsafe rule). A missing rule is 404.
 */
export async function checkByRule(db: Db, auth: AuthContext, ruleCode: string, value: string) {
  const [rule] = await db
    .select()
    .from(sysCheckRule)
    .where(and(liveScope(sysCheckRule, auth), eq(sysCheckRule.ruleCode, ruleCode)));
  if (!rule) throw notFound('校验规则不存在');
  const parsed = parseRuleJson(String(rule.ruleJson ?? ''));
  if ('problem' in parsed) return '校验规则格式有误或不安全，已拒绝执行';
  return runRule(parsed.items, value);
}

import type { FieldDef } from '@ck/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context.ts';
import type { AuthContext } from '../platform/auth/auth-context.ts';
import type { GrantedDataRule, RuleCondition } from '../platform/auth/data-rule-types.ts';
import {
  type RuleSession,
  resolveRuleValue,
  unknownVariables,
  variablesText,
} from '../platform/auth/data-rule-variables.ts';
import { AppError } from '../platform/http/errors.ts';
import { conditionFor, type Rule } from './conditions.ts';
import { SYSTEM_FIELDS } from './fields.ts';
import type { ResourceModel } from './resource-model.ts';
import { snakeCase } from './table.ts';

export interface RuleField {
  column: PgColumn;
  field: FieldDef;
}

/** The fields of one list that data rules may name, by their API (camelCase) name. */
export type RuleTarget = Readonly<Record<string, RuleField>>;

const RULE_OF: Record<RuleCondition, Rule> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  IN: 'in',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
};

/** A rule that names something the list does not have: a configuration error, never SQL text. */
class RuleProblem extends Error {}

/** The field a rule column names: the API name, or its snake_case column name. */
export function ruleFieldOf(target: RuleTarget, name: string): RuleField | undefined {
  if (Object.hasOwn(target, name)) return target[name];
  const key = Object.keys(target).find((k) => snakeCase(k) === name);
  return key ? target[key] : undefined;
}

/** `name（label）` of every field, for messages and the rule form. */
export const ruleFieldList = (target: RuleTarget) =>
  Object.entries(target).map(([name, f]) => ({ name, label: f.field.label }));

const targets = new WeakMap<ResourceModel, RuleTarget>();

/** A resource's declared fields plus the audit columns; JSON fields cannot be compared. */
export function resourceRuleTarget(model: ResourceModel): RuleTarget {
  let target = targets.get(model);
  if (!target) {
    const fields = { ...SYSTEM_FIELDS, ...model.def.fields };
    const entries = Object.entries(fields)
      .filter(([, field]) => field.kind !== 'json')
      .map(([name, field]): [string, RuleField] => [name, { column: model.columns[name], field }]);
    target = Object.fromEntries(entries);
    targets.set(model, target);
  }
  return target;
}

type RuleText = Pick<GrantedDataRule, 'column' | 'condition' | 'value'>;

/** One rule as a parameterised condition; `false` when a variable has no value for this user. */
function conditionOf(target: RuleTarget, rule: RuleText, session: RuleSession): SQL {
  const found = ruleFieldOf(target, rule.column);
  if (!found) throw new RuleProblem(`字段“${rule.column.slice(0, 64)}”不是该列表的可用字段`);
  if (!Object.hasOwn(RULE_OF, rule.condition))
    throw new RuleProblem(`条件“${rule.condition.slice(0, 20)}”不受支持`);
  const unknown = unknownVariables(rule.value);
  if (unknown.length) throw new RuleProblem(`未知的系统变量：${unknown.join('、').slice(0, 100)}`);
  const op = RULE_OF[rule.condition as RuleCondition];
  const value = resolveRuleValue(rule.value, session, op === 'in');
  if (value === undefined) return sql`false`;
  return conditionFor(found.column, found.field, op, value);
}

const problemText = (err: unknown) => {
  if (err instanceof RuleProblem || err instanceof AppError) return err.message;
  throw err;
};

/**
 * The AND of a user's rules on one list. A rule that no longer fits the list (renamed field, bad
 * value) makes the list empty and is reported through `warn`: data rules fail closed.
 */
export function dataRuleFilter(
  rules: readonly GrantedDataRule[],
  target: RuleTarget,
  session: RuleSession,
  warn: (message: string) => void,
): SQL | undefined {
  if (!rules.length) return undefined;
  const parts: SQL[] = [];
  for (const rule of rules) {
    try {
      parts.push(conditionOf(target, rule, session));
    } catch (err) {
      warn(`数据规则“${rule.ruleName}”（${rule.id}）无法应用，列表不返回数据：${problemText(err)}`);
      return sql`false`;
    }
  }
  return and(...parts);
}

/**
 * Why a rule cannot apply to a list, or undefined. Variables stand for themselves (dates for real
 * dates), so a message shows the rule as written.
 */
export function ruleProblem(target: RuleTarget, rule: RuleText): string | undefined {
  if (!ruleFieldOf(target, rule.column)) {
    const allowed = ruleFieldList(target)
      .map((f) => `${f.name}（${f.label}）`)
      .join('、');
    return `规则字段“${rule.column}”不是该菜单列表的可用字段，可用字段：${allowed}`;
  }
  const unknown = unknownVariables(rule.value);
  if (unknown.length) return `规则值中有未知的系统变量：${unknown.join('、')}，可用变量：${variablesText()}`;
  const sample: RuleSession = {
    username: '#{sys_user_code}',
    userId: '#{sys_user_id}',
    realname: '#{sys_user_name}',
    orgCode: '#{sys_org_code}',
    orgCodes: ['#{sys_multi_org_code}'],
    now: new Date(),
  };
  try {
    conditionOf(target, rule, sample);
    return undefined;
  } catch (err) {
    return `规则值不可用：${problemText(err)}`;
  }
}

/**
 * The data-rule condition of one list (bound to the menu component `menu`) for the caller: one
 * cached lookup, and nothing at all when the caller holds no rule on that menu.
 */
export async function dataRuleScope(
  ctx: AppContext,
  auth: AuthContext,
  menu: string | undefined,
  target: () => RuleTarget,
  warn: (message: string) => void,
): Promise<SQL | undefined> {
  if (!menu) return undefined;
  const granted = await ctx.permissions.dataRules(auth.userId);
  const rules = granted.byMenu.get(menu);
  if (!rules?.length) return undefined;
  const session: RuleSession = {
    username: auth.username,
    userId: auth.userId,
    realname: granted.realname,
    orgCode: auth.orgCode,
    orgCodes: granted.orgCodes,
    now: new Date(),
  };
  return dataRuleFilter(rules, target(), session, warn);
}

/** The data-rule condition of a resource's list, export and reads by id. */
export const resourceDataRuleScope = (
  ctx: AppContext,
  model: ResourceModel,
  auth: AuthContext,
  warn: (message: string) => void,
) => dataRuleScope(ctx, auth, model.def.dataRuleMenu, () => resourceRuleTarget(model), warn);

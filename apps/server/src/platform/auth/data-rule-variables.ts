import { formatDateTime } from '../http/dates.ts';

/** System variables a rule value may contain, replaced from the caller's session at query time. */
export const RULE_VARIABLES = {
  sys_user_code: '登录账号',
  sys_user_id: '用户 ID',
  sys_user_name: '真实姓名',
  sys_org_code: '当前部门编码',
  sys_multi_org_code: '所属全部部门编码',
  sys_date: '当前日期',
  sys_time: '当前时间',
} as const;
export type RuleVariable = keyof typeof RULE_VARIABLES;

/** What the variables stand for in one request. */
export interface RuleSession {
  username: string;
  userId: string;
  realname: string | null;
  orgCode: string | null;
  orgCodes: string[];
  now: Date;
}

const VARIABLE = /#\{([^}]*)\}/g;
const MULTI_ORG = '#{sys_multi_org_code}';

const isVariable = (name: string): name is RuleVariable => Object.hasOwn(RULE_VARIABLES, name);

/** Names written as `#{...}` that are not system variables. */
export function unknownVariables(template: string): string[] {
  return [...template.matchAll(VARIABLE)].map((m) => m[1]).filter((name) => !isVariable(name));
}

/** Lists the variables for error messages and the rule form. */
export const variablesText = () =>
  Object.entries(RULE_VARIABLES)
    .map(([name, label]) => `#{${name}}（${label}）`)
    .join('、');

function valuesOf(name: RuleVariable, s: RuleSession): string[] {
  switch (name) {
    case 'sys_user_code':
      return [s.username];
    case 'sys_user_id':
      return [s.userId];
    case 'sys_user_name':
      return s.realname ? [s.realname] : [];
    case 'sys_org_code':
      return s.orgCode ? [s.orgCode] : [];
    case 'sys_multi_org_code':
      return s.orgCodes;
    case 'sys_date':
      return [formatDateTime(s.now)!.slice(0, 10)];
    case 'sys_time':
      return [formatDateTime(s.now)!];
  }
}

/** Replaces the variables of one piece of text; undefined when a variable is unknown or has no value. */
function substitute(text: string, s: RuleSession): string | undefined {
  let missing = false;
  const out = text.replace(VARIABLE, (_, name: string) => {
    const values = isVariable(name) ? valuesOf(name, s) : [];
    if (!values.length) missing = true;
    return values.join(',');
  });
  return missing ? undefined : out;
}

/**
 * The value(s) of a rule for this session: one string, or the items of an IN list (split on commas
 * before substitution, so a name holding a comma stays one item; the multi-org variable expands to
 * one item per department). Undefined means the rule cannot be satisfied and the list must be empty.
 */
export function resolveRuleValue(
  template: string,
  s: RuleSession,
  asList: boolean,
): string | string[] | undefined {
  if (!asList) {
    const value = substitute(template, s);
    return value?.trim() ? value.trim() : undefined;
  }
  const items: string[] = [];
  for (const part of template.split(',').map((p) => p.trim())) {
    if (!part) continue;
    if (part === MULTI_ORG) {
      items.push(...s.orgCodes);
      continue;
    }
    // An item whose variable has no value for this user matches nothing; the others still count.
    const value = substitute(part, s)?.trim();
    if (value) items.push(value);
  }
  return items.length ? items : undefined;
}

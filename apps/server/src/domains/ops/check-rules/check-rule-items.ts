import { z } from 'zod';
import { MAX_VALUE_LENGTH, matchesWhole, patternProblem } from '../../../platform/http/safe-pattern.ts';

export const MAX_RULE_ITEMS = 20;
const DIGITS_MESSAGE = `位数只能是 * 或 1 到 ${MAX_VALUE_LENGTH} 之间的整数`;

/** One step of a check rule: the next `digits` characters (`*`: the rest) must match `pattern` in full. */
const ruleItem = z.object({
  // Forms send digits as text: "3" is read as 3, anything else that is not * or a number is refused.
  digits: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.union(
      [
        z.literal('*'),
        z
          .number({ error: DIGITS_MESSAGE })
          .int({ error: DIGITS_MESSAGE })
          .min(1, { error: DIGITS_MESSAGE })
          .max(MAX_VALUE_LENGTH, { error: DIGITS_MESSAGE }),
      ],
      { error: DIGITS_MESSAGE },
    ),
  ),
  pattern: z.string({ error: '请输入正则表达式' }),
  message: z
    .string({ error: '请输入提示信息' })
    .trim()
    .min(1, '请输入提示信息')
    .max(200, '提示信息不能超过 200 个字符'),
});
export type RuleItem = z.infer<typeof ruleItem>;

const ruleItems = z
  .array(ruleItem, { error: '规则必须是 JSON 数组' })
  .min(1, '至少需要一条规则')
  .max(MAX_RULE_ITEMS, `最多 ${MAX_RULE_ITEMS} 条规则`);

/**
 * Parses and vets a stored or submitted `ruleJson`. Answers the items in a canonical JSON text, or the
 * first problem as a Chinese message naming the item (第 n 条).
 */
export function parseRuleJson(text: string): { items: RuleItem[]; json: string } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: '规则必须是 JSON 数组' };
  }
  const checked = ruleItems.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const index = typeof issue?.path[0] === 'number' ? issue.path[0] : -1;
    const message = issue?.message ?? '规则格式不正确';
    return { problem: index >= 0 ? `第 ${index + 1} 条规则：${message}` : message };
  }
  for (const [i, item] of checked.data.entries()) {
    const problem = patternProblem(item.pattern);
    if (problem) return { problem: `第 ${i + 1} 条规则：${problem}` };
  }
  return { items: checked.data, json: JSON.stringify(checked.data) };
}

/** Runs the items over a value (linear time, see safe-pattern); answers the first failing message, or null. */
export function runRule(items: RuleItem[], value: string): string | null {
  let pos = 0;
  for (const item of items) {
    // Rules saved before the vetting existed are refused rather than run.
    if (patternProblem(item.pattern)) return '校验规则不安全，已拒绝执行';
    const part = item.digits === '*' ? value.slice(pos) : value.slice(pos, pos + item.digits);
    pos = item.digits === '*' ? value.length : pos + item.digits;
    if (!matchesWhole(item.pattern, part)) return item.message;
  }
  return null;
}

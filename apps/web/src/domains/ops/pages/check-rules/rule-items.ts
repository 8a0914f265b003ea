/** One row of the rule editor; digits is `*` (the rest of the value) or a count of characters. */
export interface RuleRow {
  digits: string;
  pattern: string;
  message: string;
}

/** Mirrors the server's limits (the server checks again and also refuses patterns that backtrack). */
export const MAX_DIGITS = 200;
export const MAX_PATTERN_LENGTH = 200;
export const MAX_RULE_ROWS = 20;

export const emptyRow = (): RuleRow => ({ digits: '*', pattern: '', message: '' });

/** Stored `ruleJson` -> editor rows; text that is not a list of rules gives one empty row. */
export function rowsOf(ruleJson: unknown): RuleRow[] {
  let parsed: unknown;
  try {
    parsed = typeof ruleJson === 'string' ? JSON.parse(ruleJson) : ruleJson;
  } catch {
    return [emptyRow()];
  }
  if (!Array.isArray(parsed) || !parsed.length) return [emptyRow()];
  return parsed.map((item) => {
    const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    return {
      digits: o.digits === undefined || o.digits === null ? '*' : String(o.digits),
      pattern: typeof o.pattern === 'string' ? o.pattern : '',
      message: typeof o.message === 'string' ? o.message : '',
    };
  });
}

/** Editor rows -> the `ruleJson` text the server stores: digits as a number unless `*`. */
export function ruleJsonOf(rows: RuleRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      digits: r.digits.trim() === '*' ? '*' : Number(r.digits.trim()),
      pattern: r.pattern,
      message: r.message.trim(),
    })),
  );
}

export function digitsProblem(digits: string): string | null {
  const d = digits.trim();
  if (d === '*') return null;
  if (!/^\d+$/.test(d) || Number(d) < 1 || Number(d) > MAX_DIGITS)
    return `位数只能是 * 或 1 到 ${MAX_DIGITS} 之间的整数`;
  return null;
}

export function patternCompileProblem(pattern: string): string | null {
  if (!pattern) return '请输入正则表达式';
  if (pattern.length > MAX_PATTERN_LENGTH) return `正则表达式不能超过 ${MAX_PATTERN_LENGTH} 个字符`;
  try {
    new RegExp(pattern);
  } catch {
    return '正则表达式格式不正确';
  }
  return null;
}

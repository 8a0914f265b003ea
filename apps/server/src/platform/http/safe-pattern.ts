import { RE2JS } from 're2js';

/**
 * User patterns (check rules) never run on JavaScript's backtracking engine, which has no time limit:
 * they run on RE2JS, a linear-time engine, so no pattern and value can block the process. Patterns are
 * vetted when saved too: short, valid JavaScript syntax (what the forms check), expressible by the
 * linear engine (no back-references, no look-around), and no quantified group that itself contains a
 * quantifier or an alternation (`(a+)+`, `(a|a)*`). Values are capped too.
 */
export const MAX_PATTERN_LENGTH = 200;
export const MAX_VALUE_LENGTH = 200;

const LOOKAROUND = /\(\?<?[=!]/;
const compiled = new Map<string, RE2JS>();

/** The pattern on the linear-time engine, matched against the whole value (like `^(?:pattern)$`). */
function linearPattern(pattern: string): RE2JS {
  let re = compiled.get(pattern);
  if (!re) {
    re = RE2JS.compile(`(?:${RE2JS.translateRegExp(pattern)})`);
    if (compiled.size >= 500) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/**
 * Whether `value` matches `pattern` in full, in time linear in the value. Throws when the pattern
 * cannot run on the linear engine (`patternProblem` refuses such patterns when they are saved).
 */
export function matchesWhole(pattern: string, value: string): boolean {
  return linearPattern(pattern).matches(value);
}

export function patternProblem(pattern: string): string | null {
  if (!pattern) return '正则表达式不能为空';
  if (pattern.length > MAX_PATTERN_LENGTH) return `正则表达式不能超过 ${MAX_PATTERN_LENGTH} 个字符`;
  try {
    new RegExp(pattern);
  } catch {
    return '正则表达式格式不正确';
  }
  if (/\\[1-9]|\\k</.test(pattern)) return '正则表达式不能使用反向引用';
  try {
    linearPattern(pattern);
  } catch {
    return LOOKAROUND.test(pattern)
      ? '正则表达式不能使用前瞻或后顾断言（如 (?=…)、(?!…)、(?<=…)）'
      : '正则表达式使用了不支持的语法（只支持字符、字符类、分组、选择、量词和 ^ $ 锚点）';
  }
  // Walk the pattern: for each open group remember whether it holds a quantifier or `|`.
  const stack: boolean[] = [];
  let risky = false; // the group just closed holds a quantifier
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      risky = false;
      continue;
    }
    if (c === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      risky = false;
      continue;
    }
    if (c === '(') {
      stack.push(false);
      risky = false;
      continue;
    }
    if (c === ')') {
      risky = stack.pop() ?? false;
      if (risky && stack.length) stack[stack.length - 1] = true;
      continue;
    }
    const quantifier = c === '*' || c === '+' || c === '{' || (c === '?' && pattern[i - 1] !== '(');
    if (quantifier || c === '|') {
      if (quantifier && risky && c !== '?') return '正则表达式不能嵌套量词（如 (a+)+），以免匹配耗时过长';
      if (stack.length) stack[stack.length - 1] = true;
      if (c === '{') while (i < pattern.length && pattern[i] !== '}') i++;
    }
    risky = false;
  }
  return null;
}

/**
 * JavaScript has no regex time limit, so check-rule patterns are vetted when saved: short, compilable,
 * no back-references, and no quantified group that itself contains a quantifier or an alternation
 * (`(a+)+`, `(a|a)*`), the shapes that backtrack exponentially. Values are capped too.
 */
export const MAX_PATTERN_LENGTH = 200;
export const MAX_VALUE_LENGTH = 200;

export function patternProblem(pattern: string): string | null {
  if (!pattern) return '正则表达式不能为空';
  if (pattern.length > MAX_PATTERN_LENGTH) return `正则表达式不能超过 ${MAX_PATTERN_LENGTH} 个字符`;
  try {
    new RegExp(pattern);
  } catch {
    return '正则表达式格式不正确';
  }
  if (/\\[1-9]|\\k</.test(pattern)) return '正则表达式不能使用反向引用';
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

import { describe, expect, it } from 'vitest';
import { errorHint } from './error-hints.ts';

const err = (kind: string, line: number | null, last: string) => ({
  kind,
  line,
  text: `Traceback (most recent call last):\n  File "main.py", line ${line}\n${last}\n`,
});

describe('error hints', () => {
  it('names the undefined name and the line', () => {
    expect(errorHint(err('NameError', 3, "NameError: name 'pirnt' is not defined"))).toBe(
      '第 3 行用到了名字「pirnt」，但它还没有定义：检查拼写和大小写，或者先给它赋值。',
    );
  });

  it('explains the common syntax and runtime errors in Chinese', () => {
    expect(errorHint(err('SyntaxError', 2, "SyntaxError: expected ':'"))).toContain('冒号');
    expect(errorHint(err('SyntaxError', 1, "SyntaxError: '(' was never closed"))).toContain('括号');
    expect(errorHint(err('IndentationError', 4, 'IndentationError: unexpected indent'))).toContain('缩进');
    expect(
      errorHint(err('TypeError', 5, 'TypeError: can only concatenate str (not "int") to str')),
    ).toContain('str()');
    expect(errorHint(err('ZeroDivisionError', 6, 'ZeroDivisionError: division by zero'))).toBe(
      '第 6 行除以了 0：除数不能是 0。',
    );
  });

  it('has nothing to add for a stop or an unknown error', () => {
    expect(errorHint({ kind: 'KeyboardInterrupt', line: null, text: '' })).toBeNull();
    expect(
      errorHint(err('RecursionError', 1, 'RecursionError: maximum recursion depth exceeded')),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { hasLatex, splitLatex } from './latex-split.ts';

describe('splitLatex', () => {
  it('finds inline and display formulas between text', () => {
    expect(splitLatex('面积 $S=\\pi r^2$ 与 $$\\frac{a}{b}$$ 。')).toEqual([
      { kind: 'text', text: '面积 ' },
      { kind: 'math', tex: 'S=\\pi r^2', display: false },
      { kind: 'text', text: ' 与 ' },
      { kind: 'math', tex: '\\frac{a}{b}', display: true },
      { kind: 'text', text: ' 。' },
    ]);
  });

  it('keeps prices, lone dollars and empty formulas as text', () => {
    expect(splitLatex('$5 and $6')).toEqual([{ kind: 'text', text: '$5 and $6' }]);
    expect(splitLatex('only $ one')).toEqual([{ kind: 'text', text: 'only $ one' }]);
    expect(splitLatex('$$$$')).toEqual([{ kind: 'text', text: '$$$$' }]);
    expect(splitLatex('a $ x$ b')).toEqual([{ kind: 'text', text: 'a $ x$ b' }]);
  });

  it('treats \\$ as a literal dollar and skips escaped dollars inside a formula', () => {
    expect(splitLatex('\\$3 元')).toEqual([{ kind: 'text', text: '$3 元' }]);
    expect(splitLatex('$a\\$b$')).toEqual([{ kind: 'math', tex: 'a\\$b', display: false }]);
  });

  it('does not let an inline formula cross a line, but a display one may', () => {
    expect(splitLatex('$a\nb$')).toEqual([{ kind: 'text', text: '$a\nb$' }]);
    expect(splitLatex('$$a\n+b$$')).toEqual([{ kind: 'math', tex: 'a\n+b', display: true }]);
  });

  it('does not end a formula at a dollar followed by a digit', () => {
    expect(splitLatex('$x$2')).toEqual([{ kind: 'text', text: '$x$2' }]);
    expect(splitLatex('$x$.')).toEqual([
      { kind: 'math', tex: 'x', display: false },
      { kind: 'text', text: '.' },
    ]);
  });

  it('tells whether text has a formula', () => {
    expect(hasLatex('<p>$x+1$</p>')).toBe(true);
    expect(hasLatex('价格 $5')).toBe(false);
    expect(hasLatex(null)).toBe(false);
  });
});

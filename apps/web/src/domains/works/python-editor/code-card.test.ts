import { describe, expect, it } from 'vitest';
import { cardLines } from './code-card.ts';

describe('code card', () => {
  it('shows the first lines, cuts long ones and marks the rest', () => {
    const code = `${Array.from({ length: 20 }, (_, i) => `print(${i})`).join('\n')}\n\n`;
    const lines = cardLines(code, 3, 10);
    expect(lines).toEqual(['print(0)', 'print(1)', 'print(2)', '…']);
    expect(cardLines(`x = '${'a'.repeat(60)}'`, 14, 10)).toEqual(["x = 'aaaa…"]);
    expect(cardLines('a\n\tb\n\n')).toEqual(['a', '    b']);
  });
});

/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CJK_FONTS, FONT_FAMILY } from './font-stack.ts';

const bodyFonts = () => {
  const css = readFileSync(join(import.meta.dirname, '../app/global.css'), 'utf8');
  return /body\s*\{[^}]*font-family:([^;]+);/.exec(css)?.[1] ?? '';
};

describe('font stack', () => {
  it('names the common Chinese fonts of macOS, Windows and Linux', () => {
    for (const font of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei'])
      expect(CJK_FONTS).toContain(font);
    expect(FONT_FAMILY).toContain('"Noto Sans CJK SC"');
    expect(FONT_FAMILY.endsWith('sans-serif')).toBe(true);
  });

  it('is the same in the page CSS as in the component theme', () => {
    const css = bodyFonts();
    for (const font of CJK_FONTS) expect(css).toContain(`"${font}"`);
  });
});

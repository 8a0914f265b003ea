import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARS, CAPTCHA_LENGTH, randomCaptchaText, renderCaptcha } from '../captcha-image.ts';
import { glyphMatcher } from './glyph-matcher.ts';

const SAMPLES = 50;
const OLD_CHARS = [...svgCaptcha.options.charPreset!].filter((ch) => !'0oO1ilI'.includes(ch)).join('');

/** How many of `SAMPLES` captchas the matcher reads in full (case-insensitively, as the login checks). */
function readCount(make: () => { text: string; data: string }, read: (svg: string) => string): number {
  let read_ = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const { text, data } = make();
    if (read(data).toLowerCase() === text.toLowerCase()) read_++;
  }
  return read_;
}

describe('captcha against a glyph matcher that has the font', () => {
  it('the matcher reads the plain-glyph captchas of svg-captcha (it works)', () => {
    const read = glyphMatcher(OLD_CHARS, 4);
    const old = () =>
      svgCaptcha.create({
        size: 4,
        ignoreChars: '0oO1ilI',
        noise: 3,
        color: true,
        width: 105,
        height: 35,
        fontSize: 40,
      });
    expect(readCount(old, read)).toBeGreaterThanOrEqual(SAMPLES * 0.9);
  });

  it('reads fewer than 1 in 10 of the distorted captchas', () => {
    const read = glyphMatcher(CAPTCHA_CHARS, CAPTCHA_LENGTH);
    const fresh = () => {
      const text = randomCaptchaText();
      return { text, data: renderCaptcha(text) };
    };
    expect(readCount(fresh, read)).toBeLessThan(SAMPLES / 10);
  });

  it('keeps to unambiguous characters, four of them', () => {
    for (let i = 0; i < 20; i++) expect(randomCaptchaText()).toMatch(/^[ACDEFHJKMNPRTWXY37]{4}$/);
    expect(CAPTCHA_CHARS).not.toMatch(/[0O1IL245S6G8B9Q]/);
  });
});

import { randomInt } from 'node:crypto';
import {
  band,
  bounds,
  type Contour,
  captchaFont,
  flatten,
  type Point,
  pathData,
  rand,
  signedArea,
} from './captcha-geometry.ts';

/** Letters and digits a child cannot mix up (no 0/O/Q, 1/I/L, 2/Z, 4/A, 5/S, 6/G, 8/B, 9/g, U/V). */
export const CAPTCHA_CHARS = 'ACDEFHJKMNPRTWXY37';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const FONT_SIZE = 36;
const COLORS = ['#1d4ed8', '#b91c1c', '#047857', '#7c2d12', '#6d28d9', '#0f766e', '#a21caf', '#374151'];

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_CHARS[randomInt(0, CAPTCHA_CHARS.length)];
  return text;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;

/** Fisher-Yates with the CSPRNG: the drawing order tells nothing about which outline is which. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The glyph outline of `ch` with its own rotation, scale and skew baked into the points (no SVG transform
 * to undo), centred on `centre`. The outline is re-sampled as short straight pieces so the path data no
 * longer follows the font's own curve commands.
 */
function placedGlyph(ch: string, centre: Point): Contour[] {
  const contours = flatten(captchaFont.charToGlyph(ch).getPath(0, 0, FONT_SIZE).commands);
  const box = bounds(contours.flat());
  const cx = (box.minX + box.maxX) / 2;
  const cy = (box.minY + box.maxY) / 2;
  const angle = rand(-0.45, 0.45);
  const [sx, sy, skew] = [rand(0.85, 1.1), rand(0.85, 1.15), rand(-0.35, 0.35)];
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return contours.map((contour) =>
    contour.map((p) => {
      const x = (p.x - cx) * sx + (p.y - cy) * sy * skew;
      const y = (p.y - cy) * sy;
      return { x: centre.x + x * cos - y * sin, y: centre.y + x * sin + y * cos };
    }),
  );
}

/** A gentle wave over the whole picture plus per-point jitter: no two captchas share an outline. */
function warp(contours: Contour[], wave: { ax: number; ay: number; px: number; py: number }): Contour[] {
  return contours.map((contour) =>
    contour.map((p) => ({
      x: p.x + wave.ax * Math.sin(p.y / 6 + wave.px) + rand(-0.35, 0.35),
      y: p.y + wave.ay * Math.sin(p.x / 9 + wave.py) + rand(-0.35, 0.35),
    })),
  );
}

/** A wavy line across the picture, cut into short pieces so none of them spans the image. */
function crossingLine(): Point[][] {
  const [y0, y1] = [rand(8, CAPTCHA_HEIGHT - 8), rand(8, CAPTCHA_HEIGHT - 8)];
  const [amp, phase] = [rand(3, 7), rand(0, Math.PI * 2)];
  const points: Point[] = [];
  for (let x = 2; x <= CAPTCHA_WIDTH - 2; x += 2) {
    const t = x / CAPTCHA_WIDTH;
    points.push({ x, y: y0 + (y1 - y0) * t + amp * Math.sin(t * Math.PI * 3 + phase) });
  }
  const pieces: Point[][] = [];
  for (let i = 0; i < points.length - 1; i += 8) pieces.push(points.slice(i, i + 9));
  return pieces;
}

/** A short curved stroke somewhere over the glyphs: something a matcher cannot tell from a glyph part. */
function decoyStroke(): Point[] {
  const centre = { x: rand(8, CAPTCHA_WIDTH - 8), y: rand(6, CAPTCHA_HEIGHT - 6) };
  const [radius, start, sweep] = [rand(5, 11), rand(0, Math.PI * 2), rand(1, 2.4)];
  const points: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = start + (sweep * i) / 8;
    points.push({ x: centre.x + radius * Math.cos(a), y: centre.y + radius * Math.sin(a) });
  }
  return points;
}

/**
 * The captcha picture for `text`: distorted glyph outlines, each in its own colour and sharing its path
 * with pieces of the thin crossing lines and decoy strokes (wound the same way, so they fill as one
 * shape), in shuffled order.
 */
export function renderCaptcha(text: string): string {
  const spacing = CAPTCHA_WIDTH / (text.length + 1);
  const wave = { ax: rand(0.6, 1.4), ay: rand(1, 2.2), px: rand(0, 7), py: rand(0, 7) };
  const strokes = [...crossingLine(), ...crossingLine(), ...Array.from({ length: 5 }, decoyStroke)];
  const groups: { colour: string; contours: Contour[] }[] = [...text].map((ch, i) => {
    const centre = { x: spacing * (i + 1) + rand(-2, 2), y: CAPTCHA_HEIGHT / 2 + rand(-2, 2) };
    return { colour: pick(COLORS), contours: warp(placedGlyph(ch, centre), wave) };
  });
  groups.push({ colour: pick(COLORS), contours: [] });
  for (const stroke of strokes) {
    const group = pick(groups);
    const outer = group.contours.reduce(
      (big, c) => (Math.abs(signedArea(c)) > Math.abs(big) ? signedArea(c) : big),
      1,
    );
    group.contours.push(band(stroke, rand(0.4, 0.8), outer));
  }
  const paths = groups
    .filter((g) => g.contours.length > 0)
    .map((g) => {
      const d = pathData(shuffled(g.contours));
      return `<path fill="${g.colour}" stroke="${g.colour}" stroke-width="0.9" stroke-linejoin="round" d="${d}"/>`;
    });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0,0,${CAPTCHA_WIDTH},${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f8fafc"/>` +
    `${shuffled(paths).join('')}</svg>`
  );
}

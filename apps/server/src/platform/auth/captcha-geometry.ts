import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** A point of an outline; contours are closed polylines. */
export interface Point {
  x: number;
  y: number;
}
export type Contour = Point[];

/** The parts of opentype.js's font that the captcha uses (svg-captcha loads the font itself). */
export interface GlyphCommand {
  type: string;
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
export interface CaptchaFont {
  unitsPerEm: number;
  charToGlyph(ch: string): { getPath(x: number, y: number, size: number): { commands: GlyphCommand[] } };
}

/** svg-captcha's bundled font, loaded once by the library. */
export const captchaFont = (svgCaptcha.options as unknown as { font: CaptchaFont }).font;

/** A uniform random number in [min, max), from the system's CSPRNG. */
export function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const CURVE_STEPS = 7;
const MAX_SEGMENT = 2.5;

/** Outline commands as polylines: curves sampled, straight edges cut into short pieces. */
export function flatten(commands: GlyphCommand[]): Contour[] {
  const contours: Contour[] = [];
  let current: Contour = [];
  let at: Point = { x: 0, y: 0 };
  const lineTo = (to: Point) => {
    const pieces = Math.max(1, Math.ceil(Math.hypot(to.x - at.x, to.y - at.y) / MAX_SEGMENT));
    for (let i = 1; i <= pieces; i++) {
      current.push({ x: at.x + ((to.x - at.x) * i) / pieces, y: at.y + ((to.y - at.y) * i) / pieces });
    }
  };
  for (const c of commands) {
    const to = { x: c.x ?? 0, y: c.y ?? 0 };
    if (c.type === 'M') {
      if (current.length > 2) contours.push(current);
      current = [to];
    } else if (c.type === 'L') {
      lineTo(to);
    } else if (c.type === 'Q' || c.type === 'C') {
      const p1 = { x: c.x1 ?? 0, y: c.y1 ?? 0 };
      const p2 = c.type === 'C' ? { x: c.x2 ?? 0, y: c.y2 ?? 0 } : p1;
      for (let i = 1; i <= CURVE_STEPS; i++) current.push(bezier(at, p1, p2, to, i / CURVE_STEPS));
    } else if (c.type === 'Z') {
      if (current.length > 2) contours.push(current);
      current = [];
      continue;
    }
    if (c.type !== 'Z') at = to;
  }
  if (current.length > 2) contours.push(current);
  return contours;
}

function bezier(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

export function bounds(points: Point[]) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

/** Twice the signed area: its sign is the contour's winding direction. */
export function signedArea(contour: Contour): number {
  let sum = 0;
  for (let i = 0; i < contour.length; i++) {
    const a = contour[i]!;
    const b = contour[(i + 1) % contour.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/** A thin filled band along a polyline (a stroke drawn as an outline), wound like `sign`. */
export function band(line: Point[], width: number, sign: number): Contour {
  const left: Point[] = [];
  const right: Point[] = [];
  line.forEach((p, i) => {
    const a = line[Math.max(0, i - 1)]!;
    const b = line[Math.min(line.length - 1, i + 1)]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const nx = (-(b.y - a.y) / len) * (width / 2);
    const ny = ((b.x - a.x) / len) * (width / 2);
    left.push({ x: p.x + nx, y: p.y + ny });
    right.push({ x: p.x - nx, y: p.y - ny });
  });
  const outline = [...left, ...right.reverse()];
  return Math.sign(signedArea(outline)) === Math.sign(sign) ? outline : outline.reverse();
}

/** SVG path data for closed polylines, one decimal. */
export function pathData(contours: Contour[]): string {
  return contours.map((c) => `M${c.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}Z`).join('');
}

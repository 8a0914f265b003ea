import {
  bounds,
  type Contour,
  captchaFont,
  flatten,
  type GlyphCommand,
  type Point,
} from '../captcha-geometry.ts';

/**
 * An attacker's glyph matcher with the captcha font at hand: it reads the SVG's filled path data, splits it
 * into closed outlines, drops the ones spanning the picture (noise lines), puts every other outline into the
 * nearest of the evenly spaced character positions, and compares each position's outline points with every
 * candidate character's own outline (bounding boxes normalised, so position and scale do not matter; a
 * small grid of rotations and skews of each template, so mild per-character transforms do not either).
 */

const SAMPLES = 80;
const GRID = 32;
const ROTATIONS = [-0.45, -0.3, -0.15, 0, 0.15, 0.3, 0.45];
const SKEWS = [-0.3, 0, 0.3];

/** Path data (absolute M/L/Q/C/Z, as svg-captcha and this captcha write it) as font-style commands. */
function parsePathData(d: string): GlyphCommand[] {
  const commands: GlyphCommand[] = [];
  for (const [, type, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/gi)) {
    const n = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const t = type!.toUpperCase();
    if (t === 'Z') commands.push({ type: 'Z' });
    else if (t === 'Q') commands.push({ type: t, x1: n[0], y1: n[1], x: n[2], y: n[3] });
    else if (t === 'C') commands.push({ type: t, x1: n[0], y1: n[1], x2: n[2], y2: n[3], x: n[4], y: n[5] });
    else
      for (let i = 0; i + 1 < n.length; i += 2)
        commands.push({ type: i === 0 ? t : 'L', x: n[i], y: n[i + 1] });
  }
  return commands;
}

/** Evenly spaced points along all outlines together. */
function resample(contours: Contour[]): Point[] {
  const closed = contours.map((c) => [...c, c[0]!]);
  const total = closed.reduce((sum, c) => sum + length(c), 0) || 1;
  const step = total / SAMPLES;
  const out: Point[] = [];
  for (const c of closed) {
    let carry = 0;
    for (let i = 1; i < c.length; i++) {
      const [a, b] = [c[i - 1]!, c[i]!];
      const seg = Math.hypot(b.x - a.x, b.y - a.y);
      for (let s = carry; s < seg; s += step)
        out.push({ x: a.x + ((b.x - a.x) * s) / seg, y: a.y + ((b.y - a.y) * s) / seg });
      carry = (((carry - seg) % step) + step) % step;
    }
  }
  return out;
}

const length = (c: Point[]) =>
  c.slice(1).reduce((sum, p, i) => sum + Math.hypot(p.x - c[i]!.x, p.y - c[i]!.y), 0);

function normalise(points: Point[]): Point[] {
  const b = bounds(points);
  const [w, h] = [b.maxX - b.minX || 1, b.maxY - b.minY || 1];
  return points.map((p) => ({ x: (p.x - b.minX) / w, y: (p.y - b.minY) / h }));
}

/** Distance from each grid cell of the unit square to the nearest point. */
function distanceMap(points: Point[]): Float64Array {
  const map = new Float64Array(GRID * GRID);
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      const [x, y] = [(gx + 0.5) / GRID, (gy + 0.5) / GRID];
      let best = Infinity;
      for (const p of points) {
        const d = (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y);
        if (d < best) best = d;
      }
      map[gy * GRID + gx] = Math.sqrt(best);
    }
  }
  return map;
}

const cell = (v: number) => Math.min(GRID - 1, Math.max(0, Math.floor(v * GRID)));
const meanDistance = (points: Point[], map: Float64Array) =>
  points.reduce((sum, p) => sum + map[cell(p.y) * GRID + cell(p.x)]!, 0) / points.length;

interface Shape {
  points: Point[];
  map: Float64Array;
}
const shape = (points: Point[]): Shape => {
  const normalised = normalise(points);
  return { points: normalised, map: distanceMap(normalised) };
};

function templates(chars: string): { ch: string; shapes: Shape[] }[] {
  return [...chars].map((ch) => {
    const points = resample(flatten(captchaFont.charToGlyph(ch).getPath(0, 0, 72).commands));
    const shapes = ROTATIONS.flatMap((angle) =>
      SKEWS.map((skew) =>
        shape(
          points.map((p) => {
            const x = p.x + p.y * skew;
            return {
              x: x * Math.cos(angle) - p.y * Math.sin(angle),
              y: x * Math.sin(angle) + p.y * Math.cos(angle),
            };
          }),
        ),
      ),
    );
    return { ch, shapes };
  });
}

/** A matcher for captchas of `size` characters drawn from `chars`. */
export function glyphMatcher(chars: string, size: number) {
  const known = templates(chars);
  return (svg: string): string => {
    const width = Number(/width="([\d.]+)"/.exec(svg)?.[1]);
    const slots: Contour[][] = Array.from({ length: size }, () => []);
    for (const [, attrs] of svg.matchAll(/<path([^>]*)\/>/g)) {
      if (/fill="none"/.test(attrs!)) continue;
      const d = /\sd="([^"]*)"/.exec(attrs!)?.[1] ?? '';
      for (const contour of flatten(parsePathData(d))) {
        const b = bounds(contour);
        if (b.maxX - b.minX > width / 2) continue;
        const slot = Math.round(((b.minX + b.maxX) / 2 / width) * (size + 1)) - 1;
        slots[Math.min(size - 1, Math.max(0, slot))]!.push(contour);
      }
    }
    return slots
      .map((contours) => {
        if (contours.length === 0) return '?';
        const seen = shape(resample(contours));
        let [best, bestScore] = ['?', Infinity];
        for (const { ch, shapes } of known) {
          for (const t of shapes) {
            const score = meanDistance(seen.points, t.map) + meanDistance(t.points, seen.map);
            if (score < bestScore) [best, bestScore] = [ch, score];
          }
        }
        return best;
      })
      .join('');
  };
}

// Pure geometry of the radar chart: kept apart from the component so it can be tested without a DOM.

export interface RadarAxis {
  name: string;
  /** 0-100; values outside are clamped. */
  percent: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The grid rings, as a percentage of the full radius. */
export const RADAR_RINGS = [20, 40, 60, 80, 100] as const;

const round = (n: number) => Math.round(n * 100) / 100;

export const clampPercent = (percent: number) =>
  Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;

/**
 * The point of axis `index` of `count` at `percent` of `radius` from `center`. The first axis points
 * straight up and the others follow clockwise, the usual reading order of a radar chart.
 */
export function radarPoint(
  index: number,
  count: number,
  percent: number,
  radius: number,
  center: Point,
): Point {
  const angle = -Math.PI / 2 + (2 * Math.PI * index) / Math.max(count, 1);
  const r = (radius * clampPercent(percent)) / 100;
  return { x: round(center.x + r * Math.cos(angle)), y: round(center.y + r * Math.sin(angle)) };
}

/** The `points` attribute of an SVG polygon through the given percentages (one per axis). */
export function polygonPoints(percents: readonly number[], radius: number, center: Point): string {
  return percents
    .map((p, i) => radarPoint(i, percents.length, p, radius, center))
    .map(({ x, y }) => `${x},${y}`)
    .join(' ');
}

/**
 * Where and how to write a two-line axis label (name, then percentage) just outside the chart: labels on
 * the left end at their point, labels on the right start there, labels at the top and bottom are centred.
 * `dy` is the first line's offset: top labels sit wholly above the point, bottom labels below it, side
 * labels straddle it.
 */
export function labelPlacement(
  index: number,
  count: number,
  radius: number,
  center: Point,
  gap: number,
): Point & { anchor: 'start' | 'middle' | 'end'; dy: string } {
  const p = radarPoint(index, count, 100, radius + gap, center);
  const dx = p.x - center.x;
  const dyRaw = p.y - center.y;
  const anchor = Math.abs(dx) < 1 ? 'middle' : dx > 0 ? 'start' : 'end';
  const dy = Math.abs(dyRaw) < 1 ? '-0.25em' : dyRaw < 0 ? '-1.2em' : '0.9em';
  return { ...p, anchor, dy };
}

/** A short readable summary of the axes for screen readers and the SVG title. */
export function radarSummary(axes: readonly RadarAxis[]): string {
  return axes.map((a) => `${a.name} ${Math.round(clampPercent(a.percent))}%`).join('，');
}

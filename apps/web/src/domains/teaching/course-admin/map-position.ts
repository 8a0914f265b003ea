/** A place on the course map in percent of the image: x from the left, y from the top, 0..100. */
export interface MapPoint {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (v: number) => Math.min(100, Math.max(0, v));
/** Two decimals: a hundredth of a percent is finer than any map needs. */
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The map point under a pointer at (clientX, clientY) over the image's box, or null when the pointer
 * is outside the image (a drop there does not place the unit). Points on the edge stay on the map.
 */
export function pointAt(clientX: number, clientY: number, box: Box): MapPoint | null {
  if (box.width <= 0 || box.height <= 0) return null;
  const x = ((clientX - box.left) / box.width) * 100;
  const y = ((clientY - box.top) / box.height) * 100;
  if (x < 0 || x > 100 || y < 0 || y > 100) return null;
  return { x: round(x), y: round(y) };
}

/** The point moved by (dx, dy) percent, kept on the map (keyboard nudging). */
export function nudge(point: MapPoint, dx: number, dy: number): MapPoint {
  return { x: round(clamp(point.x + dx)), y: round(clamp(point.y + dy)) };
}

/** A unit's stored position, or null when it is not on the map yet (or the stored value is unusable). */
export function pointOf(unit: { mapX: number | null; mapY: number | null }): MapPoint | null {
  const { mapX: x, mapY: y } = unit;
  if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return { x: clamp(x), y: clamp(y) };
}

/** CSS placing a marker's centre on the point. */
export function markerStyle(point: MapPoint): { left: string; top: string } {
  return { left: `${point.x}%`, top: `${point.y}%` };
}

export type Placement = Record<string, MapPoint | null>;

/** Positions the editor holds, by unit id, from the stored units. */
export function placementOf(units: readonly { id: string; mapX: number | null; mapY: number | null }[]) {
  const out: Placement = {};
  for (const u of units) out[u.id] = pointOf(u);
  return out;
}

const samePoint = (a: MapPoint | null, b: MapPoint | null) =>
  a === b || (!!a && !!b && a.x === b.x && a.y === b.y);

/** The `editBatch` rows for the units whose position differs from the stored one (null: off the map). */
export function positionChanges(
  stored: Placement,
  edited: Placement,
): { id: string; mapX: number | null; mapY: number | null }[] {
  return Object.entries(edited).flatMap(([id, point]) =>
    samePoint(stored[id] ?? null, point) ? [] : [{ id, mapX: point?.x ?? null, mapY: point?.y ?? null }],
  );
}

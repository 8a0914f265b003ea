/** Zoom levels the viewer steps through with its buttons. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1];

/** The next step above (or below) the current zoom, which may be any value after "fit width". */
export function stepZoom(current: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((z) => z > current + 1e-6) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((z) => z < current - 1e-6) ?? MIN_ZOOM;
}

/** The scale at which a page of `pageWidth` PDF points fills `boxWidth` CSS pixels, within the zoom range. */
export function fitWidthScale(boxWidth: number, pageWidth: number): number {
  if (boxWidth <= 0 || pageWidth <= 0) return 1;
  return Math.min(Math.max(boxWidth / pageWidth, MIN_ZOOM), MAX_ZOOM);
}

/** A page number typed by the user, kept within 1..pages; nonsense keeps the current page. */
export function clampPage(input: number | string | null | undefined, pages: number, current: number): number {
  const n = typeof input === 'number' ? input : Number.parseInt(String(input ?? ''), 10);
  if (!Number.isFinite(n) || pages < 1) return current;
  return Math.min(Math.max(Math.round(n), 1), pages);
}

export const percentOf = (scale: number) => `${Math.round(scale * 100)}%`;

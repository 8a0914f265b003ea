/** SPEC §9: the mascot canvas is 200 x 124; a press shorter than 300 ms counts as a click. */
export const MASCOT_WIDTH = 200;
export const MASCOT_HEIGHT = 124;
export const CLICK_MS = 300;
/** How close to an edge a drop must be for the mascot to tuck itself away there. */
export const EDGE_MARGIN = 16;
/** The part left visible while hidden, so it can be pulled out again. */
export const PEEK = 28;

export type Edge = 'left' | 'right' | 'top' | 'bottom';

export const isClick = (pressMs: number) => pressMs < CLICK_MS;

/** The edge a dropped mascot touches (left and right win over top and bottom), if any. */
export function edgeOf(x: number, y: number, vw: number, vh: number): Edge | null {
  if (x <= EDGE_MARGIN) return 'left';
  if (x + MASCOT_WIDTH >= vw - EDGE_MARGIN) return 'right';
  if (y <= EDGE_MARGIN) return 'top';
  if (y + MASCOT_HEIGHT >= vh - EDGE_MARGIN) return 'bottom';
  return null;
}

/** Where the mascot sits while hidden at an edge: all but a `PEEK` strip is off screen. */
export function hiddenPosition(edge: Edge, x: number, y: number, vw: number, vh: number) {
  switch (edge) {
    case 'left':
      return { x: PEEK - MASCOT_WIDTH, y };
    case 'right':
      return { x: vw - PEEK, y };
    case 'top':
      return { x, y: PEEK - MASCOT_HEIGHT };
    default:
      return { x, y: vh - PEEK };
  }
}

/** Keeps a position inside the viewport. */
export function clampPosition(x: number, y: number, vw: number, vh: number) {
  return {
    x: Math.min(Math.max(0, x), Math.max(0, vw - MASCOT_WIDTH)),
    y: Math.min(Math.max(0, y), Math.max(0, vh - MASCOT_HEIGHT)),
  };
}

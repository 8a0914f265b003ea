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

/**
 * Below antd's popup layer (`zIndexPopupBase` 1000: modal and drawer masks, dropdowns, messages,
 * notifications), above the page and its sticky header; the greeting panel sits one step higher.
 */
export const MASCOT_Z_INDEX = 990;

/** Where the mascot rests: a top-left corner, and the edge it is tucked away at (null: out in view). */
export interface MascotSpot {
  x: number;
  y: number;
  edge: Edge | null;
}

/**
 * First visit: tucked away at the right edge, a little above the footer, so that it covers no table
 * link, footer or editor until the user pulls it out.
 */
export function defaultSpot(vw: number, vh: number): MascotSpot {
  return { x: vw - MASCOT_WIDTH, y: Math.max(0, Math.round(vh * 0.62) - MASCOT_HEIGHT / 2), edge: 'right' };
}

/** The on-screen position of a stored spot in the current viewport (it may have shrunk since). */
export function placeSpot(spot: MascotSpot, vw: number, vh: number) {
  const inside = clampPosition(spot.x, spot.y, vw, vh);
  return spot.edge ? hiddenPosition(spot.edge, inside.x, inside.y, vw, vh) : inside;
}

/** The spot a drop at (x, y) leaves: tucked away when it touches an edge. */
export function dropSpot(x: number, y: number, vw: number, vh: number): MascotSpot {
  const edge = edgeOf(x, y, vw, vh);
  const inside = clampPosition(x, y, vw, vh);
  return { ...inside, edge };
}

/** Pulled out from `edge`: fully in view beside that edge, clear of the tuck-away margin. */
export function revealedPosition(edge: Edge, x: number, y: number, vw: number, vh: number) {
  const gap = EDGE_MARGIN + 8;
  const spot = {
    x: edge === 'left' ? gap : edge === 'right' ? vw - MASCOT_WIDTH - gap : x,
    y: edge === 'top' ? gap : edge === 'bottom' ? vh - MASCOT_HEIGHT - gap : y,
  };
  return clampPosition(spot.x, spot.y, vw, vh);
}

import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  defaultSpot,
  dropSpot,
  edgeOf,
  hiddenPosition,
  isClick,
  MASCOT_HEIGHT,
  MASCOT_WIDTH,
  MASCOT_Z_INDEX,
  PEEK,
  placeSpot,
  revealedPosition,
} from './mascot-rules.ts';

describe('mascot rules', () => {
  it('a press under 300 ms is a click', () => {
    expect(isClick(120)).toBe(true);
    expect(isClick(299)).toBe(true);
    expect(isClick(300)).toBe(false);
  });

  it('finds the edge a drop touches', () => {
    expect(edgeOf(0, 300, 1000, 800)).toBe('left');
    expect(edgeOf(1000 - MASCOT_WIDTH, 300, 1000, 800)).toBe('right');
    expect(edgeOf(400, 5, 1000, 800)).toBe('top');
    expect(edgeOf(400, 800 - MASCOT_HEIGHT, 1000, 800)).toBe('bottom');
    expect(edgeOf(400, 300, 1000, 800)).toBeNull();
  });

  it('hides all but a strip at each edge', () => {
    expect(hiddenPosition('left', 0, 300, 1000, 800)).toEqual({ x: PEEK - MASCOT_WIDTH, y: 300 });
    expect(hiddenPosition('right', 800, 300, 1000, 800)).toEqual({ x: 1000 - PEEK, y: 300 });
    expect(hiddenPosition('top', 400, 0, 1000, 800)).toEqual({ x: 400, y: PEEK - MASCOT_HEIGHT });
    expect(hiddenPosition('bottom', 400, 700, 1000, 800)).toEqual({ x: 400, y: 800 - PEEK });
  });

  it('clamps into the viewport', () => {
    expect(clampPosition(-50, 2000, 1000, 800)).toEqual({ x: 0, y: 800 - MASCOT_HEIGHT });
  });

  it('stays below modal and drawer masks, dropdowns and notifications', () => {
    expect(MASCOT_Z_INDEX).toBeLessThan(theme.getDesignToken().zIndexPopupBase);
    expect(MASCOT_Z_INDEX + 1).toBeLessThan(theme.getDesignToken().zIndexPopupBase);
  });

  it('starts tucked away at the right edge, showing only its strip', () => {
    const spot = defaultSpot(1366, 860);
    expect(spot.edge).toBe('right');
    const at = placeSpot(spot, 1366, 860);
    expect(at.x).toBe(1366 - PEEK);
    expect(at.y).toBeGreaterThan(0);
    expect(at.y + MASCOT_HEIGHT).toBeLessThan(860);
    // A phone gets the same tucked-away start.
    expect(placeSpot(defaultSpot(390, 844), 390, 844).x).toBe(390 - PEEK);
  });

  it('remembers a drop: at an edge it tucks away, elsewhere it stays in view', () => {
    expect(dropSpot(1366 - MASCOT_WIDTH, 300, 1366, 860)).toEqual({
      x: 1366 - MASCOT_WIDTH,
      y: 300,
      edge: 'right',
    });
    expect(dropSpot(500, 300, 1366, 860)).toEqual({ x: 500, y: 300, edge: null });
    // A spot saved on a wide window still lands on screen in a narrow one.
    expect(placeSpot({ x: 1800, y: 300, edge: null }, 1000, 800)).toEqual({ x: 1000 - MASCOT_WIDTH, y: 300 });
    expect(placeSpot({ x: 1800, y: 300, edge: 'right' }, 1000, 800)).toEqual({ x: 1000 - PEEK, y: 300 });
  });

  it('comes out fully in view beside the edge it hid at', () => {
    expect(revealedPosition('right', 1366 - PEEK, 300, 1366, 860)).toEqual({
      x: 1366 - MASCOT_WIDTH - 24,
      y: 300,
    });
    expect(revealedPosition('left', PEEK - MASCOT_WIDTH, 300, 1366, 860)).toEqual({ x: 24, y: 300 });
    expect(revealedPosition('bottom', 400, 860 - PEEK, 1366, 860)).toEqual({
      x: 400,
      y: 860 - MASCOT_HEIGHT - 24,
    });
    const out = revealedPosition('top', 400, PEEK - MASCOT_HEIGHT, 1366, 860);
    expect(edgeOf(out.x, out.y, 1366, 860)).toBeNull();
  });
});

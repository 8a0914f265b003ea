import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  edgeOf,
  hiddenPosition,
  isClick,
  MASCOT_HEIGHT,
  MASCOT_WIDTH,
  PEEK,
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
});

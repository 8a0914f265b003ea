import { describe, expect, it } from 'vitest';
import { markerStyle, nudge, placementOf, pointAt, pointOf, positionChanges } from './map-position.ts';

const box = { left: 100, top: 50, width: 400, height: 200 };

describe('pointAt', () => {
  it('gives the pointer position in percent of the image', () => {
    expect(pointAt(300, 150, box)).toEqual({ x: 50, y: 50 });
    expect(pointAt(100, 50, box)).toEqual({ x: 0, y: 0 });
    expect(pointAt(500, 250, box)).toEqual({ x: 100, y: 100 });
  });

  it('rounds to two decimals', () => {
    expect(pointAt(101, 51, { left: 0, top: 0, width: 300, height: 300 })).toEqual({ x: 33.67, y: 17 });
  });

  it('is null outside the image or for an image not laid out yet', () => {
    expect(pointAt(99, 150, box)).toBeNull();
    expect(pointAt(300, 251, box)).toBeNull();
    expect(pointAt(0, 0, { left: 0, top: 0, width: 0, height: 0 })).toBeNull();
  });
});

describe('nudge and pointOf', () => {
  it('moves a point and keeps it on the map', () => {
    expect(nudge({ x: 10, y: 10 }, 1, -0.5)).toEqual({ x: 11, y: 9.5 });
    expect(nudge({ x: 99.5, y: 0.2 }, 1, -1)).toEqual({ x: 100, y: 0 });
  });

  it('reads a stored position, clamped, and null for a unit not placed', () => {
    expect(pointOf({ mapX: 12.5, mapY: 80 })).toEqual({ x: 12.5, y: 80 });
    expect(pointOf({ mapX: 120, mapY: -3 })).toEqual({ x: 100, y: 0 });
    expect(pointOf({ mapX: null, mapY: 10 })).toBeNull();
    expect(pointOf({ mapX: 10, mapY: null })).toBeNull();
  });

  it('centres a marker with percent offsets', () => {
    expect(markerStyle({ x: 25, y: 75.5 })).toEqual({ left: '25%', top: '75.5%' });
  });
});

describe('positionChanges', () => {
  const stored = placementOf([
    { id: 'a', mapX: 10, mapY: 20 },
    { id: 'b', mapX: null, mapY: null },
    { id: 'c', mapX: 50, mapY: 50 },
  ]);

  it('is empty when nothing moved', () => {
    expect(positionChanges(stored, { ...stored })).toEqual([]);
  });

  it('sends moved, newly placed and removed markers only', () => {
    const edited = { ...stored, a: { x: 11, y: 20 }, b: { x: 5, y: 5 }, c: null };
    expect(positionChanges(stored, edited)).toEqual([
      { id: 'a', mapX: 11, mapY: 20 },
      { id: 'b', mapX: 5, mapY: 5 },
      { id: 'c', mapX: null, mapY: null },
    ]);
  });
});

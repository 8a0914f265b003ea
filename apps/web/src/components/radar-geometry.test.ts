import { describe, expect, it } from 'vitest';
import { clampPercent, labelPlacement, polygonPoints, radarPoint, radarSummary } from './radar-geometry.ts';

const center = { x: 100, y: 100 };

describe('radar geometry', () => {
  it('puts the first axis straight up and the others clockwise', () => {
    expect(radarPoint(0, 4, 100, 50, center)).toEqual({ x: 100, y: 50 });
    expect(radarPoint(1, 4, 100, 50, center)).toEqual({ x: 150, y: 100 });
    expect(radarPoint(2, 4, 100, 50, center)).toEqual({ x: 100, y: 150 });
    expect(radarPoint(3, 4, 100, 50, center)).toEqual({ x: 50, y: 100 });
  });

  it('scales by the percentage and clamps it to 0-100', () => {
    expect(radarPoint(0, 5, 40, 50, center)).toEqual({ x: 100, y: 80 });
    expect(radarPoint(1, 5, 150, 50, center)).toEqual(radarPoint(1, 5, 100, 50, center));
    expect(radarPoint(2, 5, -20, 50, center)).toEqual(center);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('builds the polygon through every axis', () => {
    expect(polygonPoints([100, 100, 100, 100], 50, center)).toBe('100,50 150,100 100,150 50,100');
    expect(polygonPoints([0, 0, 0], 50, center)).toBe('100,100 100,100 100,100');
  });

  it('anchors labels away from the chart', () => {
    expect(labelPlacement(0, 4, 50, center, 10)).toMatchObject({
      x: 100,
      y: 40,
      anchor: 'middle',
      dy: '-1.2em',
    });
    expect(labelPlacement(1, 4, 50, center, 10)).toMatchObject({ anchor: 'start', dy: '-0.25em' });
    expect(labelPlacement(2, 4, 50, center, 10)).toMatchObject({ anchor: 'middle', dy: '0.9em' });
    expect(labelPlacement(3, 4, 50, center, 10)).toMatchObject({ anchor: 'end' });
  });

  it('summarises the axes in Chinese reading order', () => {
    expect(
      radarSummary([
        { name: '逻辑思维', percent: 80.4 },
        { name: '循环', percent: 55.5 },
      ]),
    ).toBe('逻辑思维 80%，循环 56%');
  });
});

import { describe, expect, it } from 'vitest';
import { clampPage, fitWidthScale, MAX_ZOOM, MIN_ZOOM, percentOf, stepZoom } from './pdf-zoom.ts';

describe('zoom', () => {
  it('steps through the levels from any value', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.1, 1)).toBe(1.25);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it('fits the width within the zoom range', () => {
    expect(fitWidthScale(1190, 595)).toBe(2);
    expect(fitWidthScale(100, 595)).toBe(MIN_ZOOM);
    expect(fitWidthScale(10000, 595)).toBe(MAX_ZOOM);
    expect(fitWidthScale(0, 595)).toBe(1);
  });

  it('shows the scale as a percentage', () => {
    expect(percentOf(1.3456)).toBe('135%');
  });
});

describe('clampPage', () => {
  it('keeps typed page numbers within the document', () => {
    expect(clampPage(3, 10, 1)).toBe(3);
    expect(clampPage(0, 10, 4)).toBe(1);
    expect(clampPage(99, 10, 4)).toBe(10);
    expect(clampPage('7', 10, 4)).toBe(7);
    expect(clampPage(null, 10, 4)).toBe(4);
    expect(clampPage('abc', 10, 4)).toBe(4);
  });
});

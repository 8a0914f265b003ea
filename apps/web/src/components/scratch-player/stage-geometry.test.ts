import { describe, expect, it } from 'vitest';
import { fitStage, formatBytes, isCapturedKey, mouseDataFor } from './stage-geometry.ts';

describe('fitStage', () => {
  it('keeps 4:3 and fills the width when there is no height limit', () => {
    expect(fitStage(960)).toEqual({ width: 960, height: 720 });
    expect(fitStage(481.7)).toEqual({ width: 481, height: 361 });
  });

  it('is limited by the height in full screen', () => {
    expect(fitStage(1920, 1080 - 48)).toEqual({ width: 1376, height: 1032 });
    expect(fitStage(800, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('never shrinks below a quarter of the native stage', () => {
    expect(fitStage(0)).toEqual({ width: 120, height: 90 });
    expect(fitStage(-5, -5)).toEqual({ width: 120, height: 90 });
  });
});

describe('pointer mapping', () => {
  const rect = { left: 100, top: 50, width: 960, height: 720 };

  it('gives the position inside the canvas with the canvas size', () => {
    expect(mouseDataFor(580, 410, rect)).toEqual({ x: 480, y: 360, canvasWidth: 960, canvasHeight: 720 });
  });

  it('clamps positions outside the canvas to its edges', () => {
    expect(mouseDataFor(0, 2000, rect)).toMatchObject({ x: 0, y: 720 });
  });
});

describe('keys and sizes', () => {
  it('captures the keys that would scroll the page, not the others', () => {
    for (const key of [' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])
      expect(isCapturedKey(key)).toBe(true);
    for (const key of ['a', 'Tab', 'Enter', 'Escape']) expect(isCapturedKey(key)).toBe(false);
  });

  it('formats byte counts', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3.2 * 1024 * 1024)).toBe('3.2 MB');
  });
});

import { MOBILE_CAMERA_PATH } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../app/public-paths.ts';
import {
  clampPosition,
  fitSize,
  isFinalRefusal,
  MAX_RETRY_MS,
  nextShotDelay,
  stateOfMediaError,
} from './camera-schedule.ts';

describe('nextShotDelay', () => {
  it('waits the interval after a success, never less than the server allows', () => {
    expect(nextShotDelay(30, 0)).toBe(30_000);
    expect(nextShotDelay(2, 0)).toBe(5_000);
    expect(nextShotDelay(12.7, 0)).toBe(12_000);
  });

  it('backs off after failures, doubling from 5 s up to a minute', () => {
    expect([1, 2, 3, 4, 5].map((n) => nextShotDelay(30, n))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
    expect(nextShotDelay(30, 500)).toBe(MAX_RETRY_MS);
  });
});

describe('isFinalRefusal', () => {
  it('stops on refusals, retries network errors, rate limits and server errors', () => {
    expect([400, 401, 403, 404].every(isFinalRefusal)).toBe(true);
    expect([0, 429, 500, 502, 504].some(isFinalRefusal)).toBe(false);
  });
});

describe('fitSize', () => {
  it('scales the longest side down to 640 and keeps the ratio', () => {
    expect(fitSize(1280, 720)).toEqual({ width: 640, height: 360 });
    expect(fitSize(720, 1280)).toEqual({ width: 360, height: 640 });
    expect(fitSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(fitSize(0, 480)).toEqual({ width: 0, height: 0 });
  });
});

describe('clampPosition', () => {
  it('keeps the preview inside the window', () => {
    const box = { width: 160, height: 120 };
    const view = { width: 1000, height: 800 };
    expect(clampPosition({ x: -50, y: 900 }, box, view)).toEqual({ x: 8, y: 672 });
    expect(clampPosition({ x: 2000, y: -3 }, box, view)).toEqual({ x: 832, y: 8 });
    expect(clampPosition({ x: 100, y: 100 }, box, view)).toEqual({ x: 100, y: 100 });
  });
});

describe('stateOfMediaError', () => {
  it('tells a refused permission from a missing camera', () => {
    expect(stateOfMediaError({ name: 'NotAllowedError' })).toBe('denied');
    expect(stateOfMediaError({ name: 'NotFoundError' })).toBe('unavailable');
    expect(stateOfMediaError(undefined)).toBe('unavailable');
  });
});

describe('the phone camera page', () => {
  it('opens without a sign-in', () => {
    expect(isPublicPath(MOBILE_CAMERA_PATH)).toBe(true);
    expect(isPublicPath(`${MOBILE_CAMERA_PATH}/`)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatTime } from './format.ts';

describe('formatting', () => {
  it('formats times and dates, empty for missing or invalid ones', () => {
    const local = new Date(2026, 2, 5, 14, 3).toISOString();
    expect(formatTime(local)).toBe('2026-03-05 14:03');
    expect(formatDate(local)).toBe('2026-03-05');
    expect(formatTime(null)).toBe('');
    expect(formatTime('nope')).toBe('');
  });

  it('formats a countdown', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(61.9)).toBe('01:01');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatClock(3600)).toBe('60:00');
  });
});

import { describe, expect, it } from 'vitest';
import { dayBefore, shanghaiDay, shanghaiDayBounds } from '../shanghai-day.ts';

describe('days in Asia/Shanghai', () => {
  it('puts 16:00 UTC on the next Beijing day and 15:59 UTC on the same one', () => {
    expect(shanghaiDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(shanghaiDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('bounds a day from Beijing midnight to the next', () => {
    const { start, end } = shanghaiDayBounds(new Date('2026-03-01T23:30:00+08:00'));
    expect(start.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('steps back over month and year ends', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});

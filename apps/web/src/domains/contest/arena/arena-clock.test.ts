import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, parseTime, remainingMs } from './arena-clock.ts';

describe('arena clock', () => {
  it('reads server time strings and refuses others', () => {
    expect(parseTime('2026-03-01 08:30:15')).toBe(new Date(2026, 2, 1, 8, 30, 15).getTime());
    expect(parseTime('2026-03-01T08:30')).toBe(new Date(2026, 2, 1, 8, 30, 0).getTime());
    expect(parseTime('tomorrow')).toBeNull();
    expect(parseTime(null)).toBeNull();
  });

  it('counts down on the server clock even when the browser clock is wrong', () => {
    const browserNow = new Date(2026, 2, 1, 8, 0, 0).getTime();
    // The browser runs 10 minutes slow: the server says 08:10.
    const offset = clockOffset('2026-03-01 08:10:00', browserNow);
    expect(offset).toBe(600_000);
    expect(remainingMs('2026-03-01 09:00:00', offset, browserNow)).toBe(50 * 60_000);
    expect(remainingMs('2026-03-01 08:05:00', offset, browserNow)).toBe(0);
    expect(remainingMs(null, offset, browserNow)).toBeNull();
    expect(clockOffset(undefined, browserNow)).toBe(0);
  });

  it('formats hours, days and the last second', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(3_725_000)).toBe('01:02:05');
    expect(formatCountdown(90_061_000)).toBe('1天 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});

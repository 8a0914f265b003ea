import { describe, expect, it } from 'vitest';
import {
  createClock,
  formatRemaining,
  localDeadline,
  remainingMs,
  resync,
  serverClockText,
  serverNow,
  urgencyOf,
  withDeadline,
} from './exam-clock.ts';

const MIN = 60_000;

describe('exam clock', () => {
  it('counts down on the server clock even when the local clock is wrong', () => {
    // The server says 10:00, the deadline is 10:30; this computer is 2 hours behind.
    const server = Date.UTC(2026, 0, 1, 2, 0, 0);
    const local = server - 2 * 60 * MIN;
    const clock = createClock(server, server + 30 * MIN, local);
    expect(serverNow(clock, local)).toBe(server);
    expect(remainingMs(clock, local)).toBe(30 * MIN);
    expect(remainingMs(clock, local + 10 * MIN)).toBe(20 * MIN);
    expect(remainingMs(clock, local + 31 * MIN)).toBe(0);
    expect(localDeadline(clock)).toBe(local + 30 * MIN);
  });

  it('places the server time at the midpoint of the round trip', () => {
    const clock = createClock(10_000, 20_000, 1_400, 1_000);
    expect(clock.offsetMs).toBe(10_000 - 1_200);
    expect(clock.uncertaintyMs).toBe(400);
  });

  it('keeps the sample with the shortest round trip', () => {
    const clock = createClock(10_000, 20_000, 1_400, 1_000);
    const better = resync(clock, 11_000, 2_000, 2_100);
    expect(better.offsetMs).toBe(11_000 - 2_050);
    expect(better.deadlineMs).toBe(20_000);
    expect(resync(better, 99_999, 3_000, 3_500)).toBe(better);
  });

  it('moves the deadline and keeps the offset', () => {
    const clock = createClock(10_000, 20_000, 5_000);
    const later = withDeadline(clock, 80_000);
    expect(later.offsetMs).toBe(clock.offsetMs);
    expect(remainingMs(later, 5_000)).toBe(70_000);
  });

  it('formats what is left and how urgent it is', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5)).toBe('00:00');
    expect(formatRemaining(1)).toBe('00:01');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(90 * MIN)).toBe('1:30:00');
    expect(formatRemaining(2 * 3600_000 + 5_000)).toBe('2:00:05');
    expect(urgencyOf(10 * MIN)).toBe('normal');
    expect(urgencyOf(5 * MIN)).toBe('warning');
    expect(urgencyOf(MIN)).toBe('danger');
  });

  it('shows a time of day in Beijing time', () => {
    expect(serverClockText(Date.UTC(2026, 0, 1, 2, 3, 4))).toBe('10:03:04');
    expect(serverClockText(Date.UTC(2026, 0, 1, 20, 0, 0))).toBe('04:00:00');
  });
});

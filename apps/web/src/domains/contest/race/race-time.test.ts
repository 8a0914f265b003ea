import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  formatCountdown,
  formatMinutes,
  formatWindow,
  nextMilestone,
  personalDeadline,
  phaseAt,
  registrationOpen,
  toMs,
} from './race-time.ts';

const at = (text: string) => toMs(text) as number;

const contest = {
  registerStart: '2026-03-01 08:00:00',
  registerEnd: '2026-03-05 20:00:00',
  startTime: '2026-03-08 09:00:00',
  endTime: '2026-03-08 12:00:00',
};
const noWindow = { ...contest, registerStart: null, registerEnd: null };

describe('contest times', () => {
  it('reads API times as Shanghai time', () => {
    expect(toMs('2026-03-08 09:00:00')).toBe(Date.UTC(2026, 2, 8, 1, 0, 0));
    expect(toMs('')).toBeNull();
    expect(toMs('soon')).toBeNull();
  });

  it('measures the server clock offset at the middle of the round trip', () => {
    const server = at('2026-03-08 09:00:00');
    // Sent 200 ms before the server's second, answered 200 ms after: midpoint = server - 0.
    expect(clockOffset('2026-03-08 09:00:00', server - 200, server + 200)).toBe(500);
    // A computer 1 hour behind sees a +1 h offset.
    expect(clockOffset('2026-03-08 09:00:00', server - 3_600_000, server - 3_600_000)).toBe(3_600_500);
    expect(clockOffset(undefined, 1, 2)).toBe(0);
  });

  it('finds the phase like the server', () => {
    expect(phaseAt(contest, at('2026-02-28 10:00:00'))).toBe('upcoming');
    expect(phaseAt(contest, at('2026-03-01 08:00:00'))).toBe('registering');
    expect(phaseAt(contest, at('2026-03-05 20:00:00'))).toBe('registering');
    // Registration closed, not started yet.
    expect(phaseAt(contest, at('2026-03-06 10:00:00'))).toBe('upcoming');
    expect(phaseAt(contest, at('2026-03-08 09:00:00'))).toBe('running');
    expect(phaseAt(contest, at('2026-03-08 12:00:00'))).toBe('ended');
    expect(phaseAt(noWindow, at('2026-03-01 10:00:00'))).toBe('upcoming');
    expect(phaseAt({ ...contest, startTime: 'x' }, 0, 'running')).toBe('running');
  });

  it('opens registration inside the window, or until the end without one', () => {
    expect(registrationOpen(contest, at('2026-03-02 10:00:00'))).toBe(true);
    expect(registrationOpen(contest, at('2026-02-28 10:00:00'))).toBe(false);
    expect(registrationOpen(contest, at('2026-03-06 10:00:00'))).toBe(false);
    expect(registrationOpen(noWindow, at('2026-03-08 11:59:59'))).toBe(true);
    expect(registrationOpen(noWindow, at('2026-03-08 12:00:00'))).toBe(false);
  });

  it('counts down to the next moment of the phase', () => {
    expect(nextMilestone(contest, at('2026-02-28 10:00:00'))).toEqual({
      label: '距报名开始',
      at: at('2026-03-01 08:00:00'),
    });
    expect(nextMilestone(contest, at('2026-03-02 10:00:00'))?.label).toBe('距报名截止');
    expect(nextMilestone(contest, at('2026-03-06 10:00:00'))?.label).toBe('距比赛开始');
    expect(nextMilestone(noWindow, at('2026-03-06 10:00:00'))?.label).toBe('距比赛开始');
    expect(nextMilestone(contest, at('2026-03-08 10:00:00'))).toEqual({
      label: '距比赛结束',
      at: at('2026-03-08 12:00:00'),
    });
    expect(nextMilestone(contest, at('2026-03-08 12:00:01'))).toBeNull();
  });

  it('ends a personal timer after its duration, never after the contest', () => {
    const timed = { ...contest, duration: 60 };
    expect(personalDeadline(timed, '2026-03-08 10:00:00')).toBe(at('2026-03-08 11:00:00'));
    expect(personalDeadline(timed, '2026-03-08 11:30:00')).toBe(at('2026-03-08 12:00:00'));
    expect(personalDeadline(timed, null)).toBe(at('2026-03-08 12:00:00'));
    expect(personalDeadline(contest, '2026-03-08 10:00:00')).toBe(at('2026-03-08 12:00:00'));
  });

  it('formats countdowns, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5000)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(2 * 86_400_000 + 5_000)).toBe('2天 00:00:05');
  });

  it('formats durations and windows', () => {
    expect(formatMinutes(45)).toBe('45 分钟');
    expect(formatMinutes(120)).toBe('2 小时');
    expect(formatMinutes(90)).toBe('1 小时 30 分钟');
    expect(formatWindow('2026-03-08 09:00:00', '2026-03-08 12:00:00')).toBe('2026-03-08 09:00 至 12:00');
    expect(formatWindow('2026-03-01 08:00:00', '2026-03-05 20:00:00')).toBe(
      '2026-03-01 08:00 至 2026-03-05 20:00',
    );
    expect(formatWindow(null, '2026-03-05 20:00:00')).toBe('2026-03-05 20:00 截止');
    expect(formatWindow(null, null)).toBe('');
  });
});

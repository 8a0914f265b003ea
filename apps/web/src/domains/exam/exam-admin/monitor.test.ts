import type { ExamMonitorRow } from '@ck/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  canIntervene,
  filterMonitorRows,
  monitorSummary,
  progressPercent,
  relativeTime,
  sortMonitorRows,
} from './monitor.ts';

const row = (
  username: string,
  state: ExamMonitorRow['state'],
  extra: Partial<ExamMonitorRow> = {},
): ExamMonitorRow => ({
  userId: `u-${username}`,
  username,
  realname: `学生${username}`,
  deptName: '一班',
  userPaperId: state === 'not_started' ? null : `p-${username}`,
  state,
  answered: 0,
  questionCount: 10,
  jumpOutTimes: 0,
  lastSaveTime: null,
  deadline: null,
  online: false,
  extraMinutes: 0,
  gotScore: null,
  ...extra,
});

describe('monitor summary', () => {
  it('counts states, online answerers and jump-outs', () => {
    const rows = [
      row('a', 'not_started'),
      row('b', 'answering', { online: true, jumpOutTimes: 2 }),
      row('c', 'answering', { online: false }),
      row('d', 'submitted', { online: true, jumpOutTimes: 1 }),
    ];
    expect(monitorSummary(rows)).toEqual({
      total: 4,
      notStarted: 1,
      answering: 2,
      submitted: 1,
      online: 1,
      jumpedOut: 2,
    });
  });
});

describe('relative time', () => {
  const now = dayjs('2026-03-01 10:00:00').valueOf();
  it('spells recent times relatively, older ones as a date', () => {
    expect(relativeTime('2026-03-01 09:59:55', now)).toBe('刚刚');
    expect(relativeTime('2026-03-01 09:59:35', now)).toBe('25 秒前');
    expect(relativeTime('2026-03-01 09:57:00', now)).toBe('3 分钟前');
    expect(relativeTime('2026-03-01 07:30:00', now)).toBe('2 小时前');
    expect(relativeTime('2026-02-27 08:05:00', now)).toBe('02-27 08:05');
    expect(relativeTime(null, now)).toBe('—');
    expect(relativeTime('不是时间', now)).toBe('不是时间');
  });
});

describe('rows', () => {
  it('computes progress', () => {
    expect(progressPercent(3, 10)).toBe(30);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(12, 10)).toBe(100);
  });
  it('lists answering students first, most jump-outs first', () => {
    const rows = [
      row('z', 'submitted'),
      row('y', 'not_started'),
      row('b', 'answering', { jumpOutTimes: 1 }),
      row('a', 'answering'),
      row('c', 'answering', { jumpOutTimes: 3 }),
    ];
    expect(sortMonitorRows(rows).map((r) => r.username)).toEqual(['c', 'b', 'a', 'y', 'z']);
  });
  it('lets a teacher act only on attempts being answered', () => {
    expect(canIntervene(row('a', 'answering'))).toBe(true);
    expect(canIntervene(row('a', 'submitted'))).toBe(false);
    expect(canIntervene(row('a', 'not_started'))).toBe(false);
  });
  it('filters by state and account or name', () => {
    const rows = [row('stu1', 'answering'), row('stu2', 'submitted'), row('abc', 'answering')];
    expect(filterMonitorRows(rows, 'answering', '').map((r) => r.username)).toEqual(['stu1', 'abc']);
    expect(filterMonitorRows(rows, 'all', 'STU').map((r) => r.username)).toEqual(['stu1', 'stu2']);
    expect(filterMonitorRows(rows, 'all', '学生abc').map((r) => r.username)).toEqual(['abc']);
  });
});

import type { Contest } from '@ck/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  awardLinesError,
  contestBody,
  contestToForm,
  durationError,
  lockTimeError,
  newContestForm,
  registerWindowError,
  windowError,
  windowHints,
} from './contest-form.ts';

const contest: Contest = {
  id: 'c1',
  contestName: '春季赛',
  cover: 'teaching/contest/a.png',
  intro: '<p>介绍</p>',
  rules: '',
  ruleType: 'oi',
  ruleType_dictText: 'OI',
  registerStart: null,
  registerEnd: null,
  startTime: '2026-03-01 09:00:00',
  endTime: '2026-03-01 12:00:00',
  duration: 90,
  lockTime: '2026-03-01 11:00:00',
  unfrozenAt: null,
  isPublic: 0,
  isPractice: 0,
  boardVisibility: 2,
  awardMode: 'score',
  awardFirst: 250,
  awardSecond: 180,
  awardThird: null,
  schoolRankMode: 'avg',
  schoolTopN: 5,
  status: 1,
  phase: 'upcoming',
  participants: 0,
  createBy: 'admin',
  createTime: '2026-02-01 10:00:00',
};

describe('contest form', () => {
  it('round-trips a contest into the body the server takes', () => {
    const body = contestBody(contestToForm(contest));
    // Every field the form edits comes back unchanged; the row's read-only fields are not sent.
    const { id, ruleType_dictText, unfrozenAt, phase, participants, createBy, createTime, ...edited } =
      contest;
    expect(body).toEqual(edited);
  });

  it('sends blanks as null and trims the name', () => {
    const form = {
      ...newContestForm(dayjs('2026-03-01 08:30:00')),
      contestName: '  新赛事 ',
      duration: null,
    };
    const body = contestBody({ ...form, registerWindow: null, cover: '' });
    expect(body).toMatchObject({
      contestName: '新赛事',
      cover: null,
      registerStart: null,
      registerEnd: null,
      duration: null,
      lockTime: null,
      startTime: '2026-03-02 09:00:00',
      endTime: '2026-03-02 12:00:00',
      status: 0,
    });
  });

  it('checks the contest window, the register window and the freeze time', () => {
    const start = dayjs('2026-03-01 09:00:00');
    const end = start.add(3, 'hour');
    expect(windowError(null)).toMatch('请选择');
    expect(windowError([end, start])).toMatch('晚于');
    expect(windowError([start, end])).toBeNull();
    expect(registerWindowError(null)).toBeNull();
    expect(registerWindowError([start, null])).toBeNull();
    expect(registerWindowError([null, end])).toBeNull();
    expect(registerWindowError([end, start])).toMatch('不能早于');
    expect(registerWindowError([start, start])).toBeNull();
    expect(registerWindowError([end, null], [start, end])).toMatch('早于比赛结束');
    expect(registerWindowError([start.subtract(1, 'day'), end], [start, end])).toBeNull();
    expect(lockTimeError(null, [start, end])).toBeNull();
    expect(lockTimeError(start.subtract(1, 'minute'), [start, end])).toMatch('之间');
    expect(lockTimeError(end.add(1, 'minute'), [start, end])).toMatch('之间');
    expect(lockTimeError(end, [start, end])).toBeNull();
  });

  it('keeps a personal limit inside the window and hints registration after the start', () => {
    const start = dayjs('2026-03-01 09:00:00');
    const window: [dayjs.Dayjs, dayjs.Dayjs] = [start, start.add(1, 'hour')];
    expect(durationError(60, window)).toBeNull();
    expect(durationError(null, window)).toBeNull();
    expect(durationError(61, window)).toMatch('不能超过比赛开始到结束的时长（60 分钟）');
    expect(windowHints({ window, registerWindow: null })).toEqual([]);
    expect(windowHints({ window, registerWindow: [start, start.subtract(1, 'minute')] })).toEqual([]);
    expect(windowHints({ window, registerWindow: [start, start.add(5, 'minute')] })).toHaveLength(1);
  });
});

describe('award lines', () => {
  const lines = (awardMode: 'ratio' | 'score', a: number | null, b: number | null, c: number | null) => ({
    awardMode,
    awardFirst: a,
    awardSecond: b,
    awardThird: c,
  });

  it('by ratio: shares in 0-100 adding up to at most 100', () => {
    expect(awardLinesError(lines('ratio', 10, 20, 30))).toBeNull();
    expect(awardLinesError(lines('ratio', null, null, null))).toBeNull();
    expect(awardLinesError(lines('ratio', 50, 40, 20))).toMatch('110%');
    expect(awardLinesError(lines('ratio', 120, null, null))).toMatch('不能超过 100%');
    expect(awardLinesError(lines('ratio', -1, null, null))).toMatch('不能小于 0');
  });

  it('by score: the lines descend, skipping prizes not set', () => {
    expect(awardLinesError(lines('score', 300, 200, 100))).toBeNull();
    expect(awardLinesError(lines('score', 300, null, 100))).toBeNull();
    expect(awardLinesError(lines('score', 200, 200, null))).toMatch('一等奖的分数线必须高于二等奖');
    expect(awardLinesError(lines('score', 300, null, 400))).toMatch('一等奖的分数线必须高于三等奖');
    expect(awardLinesError(lines('score', 500, 10, 20))).toMatch('二等奖的分数线必须高于三等奖');
  });

  it('ACM ranks by solved and penalty, so it awards by ratio only', () => {
    expect(awardLinesError(lines('score', 3, 2, 1), 'acm')).toMatch('按比例');
    expect(awardLinesError(lines('score', 3, 2, 1), 'ioi')).toBeNull();
  });
});

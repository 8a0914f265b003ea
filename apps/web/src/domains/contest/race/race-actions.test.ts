import { describe, expect, it } from 'vitest';
import type { RaceDetail } from './api.ts';
import { raceActions } from './race-actions.ts';
import { boardExpected, phaseParam, ruleTag } from './race-labels.ts';
import { toMs } from './race-time.ts';

const at = (text: string) => toMs(text) as number;

const base: RaceDetail = {
  id: 'c1',
  contestName: '春季赛',
  cover: null,
  ruleType: 'acm',
  ruleType_dictText: 'ACM',
  registerStart: '2026-03-01 08:00:00',
  registerEnd: '2026-03-05 20:00:00',
  startTime: '2026-03-08 09:00:00',
  endTime: '2026-03-08 12:00:00',
  duration: null,
  lockTime: null,
  isPublic: 1,
  isPractice: 0,
  phase: 'upcoming',
  participants: 0,
  groups: [{ id: 'g1', className: '小学组' }],
  intro: null,
  rules: null,
  boardVisibility: 1,
  schools: [],
  me: null,
};
const me = { groupId: 'g1', groupName: '小学组', realname: '小明', schoolName: null, startedAt: null };
const REG = at('2026-03-02 10:00:00');
const BEFORE = at('2026-03-06 10:00:00');
const RUN = at('2026-03-08 10:00:00');
const END = at('2026-03-09 10:00:00');

describe('contest home actions', () => {
  it('asks visitors to sign in, with the board once it is public', () => {
    expect(raceActions(base, REG, false)).toEqual({ actions: ['login'], note: '登录后即可报名参赛' });
    expect(raceActions(base, RUN, false).actions).toEqual(['login', 'board']);
  });

  it('offers register and redeem while registration is open', () => {
    expect(raceActions(base, REG, true).actions).toEqual(['register', 'redeem']);
  });

  it('offers only the code outside the window or for a code-only contest', () => {
    const closed = raceActions(base, BEFORE, true);
    expect(closed.actions).toEqual(['redeem']);
    expect(closed.note).toContain('报名已截止');
    expect(raceActions(base, at('2026-02-20 10:00:00'), true).note).toBe('报名尚未开始');
    const codeOnly = raceActions({ ...base, isPublic: 0 }, REG, true);
    expect(codeOnly.actions).toEqual(['redeem']);
    expect(codeOnly.note).toContain('验证码');
  });

  it('lets a contestant in while the contest runs', () => {
    const registered = { ...base, me };
    expect(raceActions(registered, BEFORE, true)).toEqual({
      actions: [],
      note: '已报名：小学组，比赛开始后即可进入',
    });
    expect(raceActions(registered, RUN, true).actions).toEqual(['enter', 'board']);
    expect(raceActions(registered, END, true).actions).toEqual(['review', 'board']);
  });

  it('closes a personal timer that ran out', () => {
    const timed = { ...base, duration: 30, me: { ...me, startedAt: '2026-03-08 09:10:00' } };
    const plan = raceActions(timed, RUN, true);
    expect(plan.actions).toEqual(['review', 'board']);
    expect(plan.note).toContain('答题时间已用完');
    expect(raceActions(timed, at('2026-03-08 09:20:00'), true).actions[0]).toBe('enter');
  });

  it('lets anyone signed in into an open practice contest', () => {
    const practice = { ...base, isPractice: 1 };
    expect(raceActions(practice, RUN, true).actions).toEqual(['practice', 'board']);
    expect(raceActions(practice, END, true).actions).toEqual(['practice', 'board']);
    expect(raceActions(practice, REG, true).actions).toEqual([]);
  });

  it('offers nothing to newcomers after the end but the board', () => {
    expect(raceActions(base, END, true)).toEqual({ actions: ['board'], note: '比赛已结束' });
    expect(raceActions({ ...base, boardVisibility: 0 }, END, true).actions).toEqual([]);
  });
});

describe('labels', () => {
  it('expects the board by its visibility', () => {
    expect(boardExpected(0, 'ended')).toBe(false);
    expect(boardExpected(1, 'running')).toBe(true);
    expect(boardExpected(1, 'registering')).toBe(false);
    expect(boardExpected(2, 'running')).toBe(false);
    expect(boardExpected(2, 'ended')).toBe(true);
  });

  it('reads only known phases from the address', () => {
    expect(phaseParam('running')).toBe('running');
    expect(phaseParam('toString')).toBeUndefined();
    expect(phaseParam('')).toBeUndefined();
    expect(phaseParam(null)).toBeUndefined();
  });

  it('tags known rules and shows others as they are', () => {
    expect(ruleTag('acm')).toEqual({ label: 'ACM', color: 'blue' });
    expect(ruleTag('paper').label).toBe('试卷');
    expect(ruleTag('toString')).toEqual({ label: 'TOSTRING', color: 'default' });
  });
});

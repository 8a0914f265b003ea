import type { Contest, ContestAwardMode, ContestRuleType, SchoolRankMode } from '@ck/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { ContestBody } from './api.ts';

const TIME = 'YYYY-MM-DD HH:mm:ss';

type Range = [Dayjs | null, Dayjs | null] | null | undefined;

/** The contest form: windows as date pickers, switches as booleans. */
export interface ContestForm {
  contestName: string;
  cover: string;
  ruleType: ContestRuleType;
  /** Empty: no registration window (registration stays open until the end). */
  registerWindow?: Range;
  window?: Range;
  /** Minutes from each contestant's own start; empty: everyone runs start to end. */
  duration: number | null;
  lockTime: Dayjs | null;
  isPublic: boolean;
  isPractice: boolean;
  boardVisibility: number;
  awardMode: ContestAwardMode;
  awardFirst: number | null;
  awardSecond: number | null;
  awardThird: number | null;
  schoolRankMode: SchoolRankMode;
  schoolTopN: number;
  published: boolean;
  intro: string;
  rules: string;
}

/** A new contest: registration opens now, the contest starts tomorrow at 09:00 and lasts 3 hours. */
export function newContestForm(now: Dayjs = dayjs()): ContestForm {
  const start = now.add(1, 'day').startOf('day').hour(9);
  return {
    contestName: '',
    cover: '',
    ruleType: 'acm',
    registerWindow: [now.startOf('minute'), start],
    window: [start, start.add(3, 'hour')],
    duration: null,
    lockTime: null,
    isPublic: true,
    isPractice: false,
    boardVisibility: 1,
    awardMode: 'ratio',
    awardFirst: 10,
    awardSecond: 20,
    awardThird: 30,
    schoolRankMode: 'sum',
    schoolTopN: 3,
    published: false,
    intro: '',
    rules: '',
  };
}

const day = (t: string | null) => (t ? dayjs(t) : null);

export function contestToForm(c: Contest): ContestForm {
  return {
    contestName: c.contestName,
    cover: c.cover ?? '',
    ruleType: c.ruleType,
    registerWindow: c.registerStart || c.registerEnd ? [day(c.registerStart), day(c.registerEnd)] : null,
    window: [day(c.startTime), day(c.endTime)],
    duration: c.duration,
    lockTime: day(c.lockTime),
    isPublic: c.isPublic === 1,
    isPractice: c.isPractice === 1,
    boardVisibility: c.boardVisibility,
    awardMode: c.awardMode === 'score' ? 'score' : 'ratio',
    awardFirst: c.awardFirst,
    awardSecond: c.awardSecond,
    awardThird: c.awardThird,
    schoolRankMode: c.schoolRankMode === 'avg' ? 'avg' : 'sum',
    schoolTopN: c.schoolTopN,
    published: c.status === 1,
    intro: c.intro,
    rules: c.rules,
  };
}

const text = (d: Dayjs | null | undefined) => (d ? d.format(TIME) : null);
const bit = (v: boolean | undefined): 0 | 1 => (v ? 1 : 0);
const numberOrNull = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;

/** The body of add and edit: every field, times as `YYYY-MM-DD HH:mm:ss`. */
export function contestBody(v: ContestForm): ContestBody {
  const [registerStart, registerEnd] = v.registerWindow ?? [null, null];
  const [start, end] = v.window ?? [null, null];
  return {
    contestName: v.contestName.trim(),
    cover: v.cover || null,
    ruleType: v.ruleType,
    registerStart: text(registerStart),
    registerEnd: text(registerEnd),
    startTime: text(start) ?? '',
    endTime: text(end) ?? '',
    duration: numberOrNull(v.duration),
    lockTime: text(v.lockTime),
    isPublic: bit(v.isPublic),
    isPractice: bit(v.isPractice),
    boardVisibility: v.boardVisibility,
    awardMode: v.awardMode,
    awardFirst: numberOrNull(v.awardFirst),
    awardSecond: numberOrNull(v.awardSecond),
    awardThird: numberOrNull(v.awardThird),
    schoolRankMode: v.schoolRankMode,
    schoolTopN: v.schoolTopN,
    status: v.published ? 1 : 0,
    intro: v.intro ?? '',
    rules: v.rules ?? '',
  };
}

/** Why the contest window cannot be saved, or null. */
export function windowError(window: Range): string | null {
  const [start, end] = window ?? [null, null];
  if (!start || !end) return '请选择比赛开始和结束时间';
  if (!end.isAfter(start)) return '结束时间必须晚于开始时间';
  return null;
}

/**
 * The registration window is optional and either end may be left open; the end not before the start,
 * and registration opens before the contest ends.
 */
export function registerWindowError(register: Range, window?: Range): string | null {
  const [start, end] = register ?? [null, null];
  if (start && end?.isBefore(start)) return '报名截止时间不能早于报名开始时间';
  const contestEnd = window?.[1];
  if (start && contestEnd && !start.isBefore(contestEnd)) return '报名开始时间必须早于比赛结束时间';
  return null;
}

/** A personal time limit fits in the contest window. */
export function durationError(duration: number | null | undefined, window: Range): string | null {
  const [start, end] = window ?? [null, null];
  if (!duration || !start || !end?.isAfter(start)) return null;
  const minutes = end.diff(start, 'minute', true);
  if (duration > minutes)
    return `个人限时（${duration} 分钟）不能超过比赛开始到结束的时长（${Math.floor(minutes)} 分钟）`;
  return null;
}

/** The freeze time, when set, lies inside the contest window. */
export function lockTimeError(lock: Dayjs | null | undefined, window: Range): string | null {
  const [start, end] = window ?? [null, null];
  if (!lock || !start || !end) return null;
  if (lock.isBefore(start) || lock.isAfter(end)) return '封榜时间必须在比赛开始和结束时间之间';
  return null;
}

/** A hint that does not block saving: registration still open after the contest has started. */
export function windowHints(v: Pick<ContestForm, 'registerWindow' | 'window'>): string[] {
  const start = v.window?.[0];
  const registerEnd = v.registerWindow?.[1];
  return registerEnd && start && registerEnd.isAfter(start)
    ? ['报名截止晚于比赛开始：比赛开始后就不能再报名了']
    : [];
}

export interface AwardLines {
  awardMode: ContestAwardMode;
  awardFirst: number | null | undefined;
  awardSecond: number | null | undefined;
  awardThird: number | null | undefined;
}

const PRIZES = ['一等奖', '二等奖', '三等奖'] as const;

/**
 * Award lines: each may be empty (no such prize). By ratio each line is the share (%) of ranked
 * contestants, the shares adding up to at most 100; by score the lines descend from the first prize.
 */
export function awardLinesError(lines: AwardLines, ruleType?: ContestRuleType): string | null {
  if (ruleType === 'acm' && lines.awardMode === 'score') return 'ACM 赛制按解题数和罚时排名，请按比例评奖';
  const values = [lines.awardFirst, lines.awardSecond, lines.awardThird].map(numberOrNull);
  for (const [i, v] of values.entries()) {
    if (v === null) continue;
    if (v < 0) return `${PRIZES[i]}的获奖线不能小于 0`;
    if (lines.awardMode === 'ratio' && v > 100) return `${PRIZES[i]}的比例不能超过 100%`;
  }
  const set = values.flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  if (lines.awardMode === 'ratio') {
    const sum = set.reduce((s, x) => s + x.v, 0);
    return sum > 100 ? `各奖项比例之和为 ${sum}%，不能超过 100%` : null;
  }
  for (let k = 1; k < set.length; k++)
    if (set[k].v >= set[k - 1].v) return `${PRIZES[set[k - 1].i]}的分数线必须高于${PRIZES[set[k].i]}`;
  return null;
}

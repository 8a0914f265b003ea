import type { ContestRow } from './contest-access.ts';

type Settings = Pick<
  ContestRow,
  | 'registerStart'
  | 'registerEnd'
  | 'startTime'
  | 'endTime'
  | 'duration'
  | 'lockTime'
  | 'awardMode'
  | 'awardFirst'
  | 'awardSecond'
  | 'awardThird'
>;

const ms = (d: Date | null) => d?.getTime() ?? null;

/** Why a contest's settings (after an add or an edit is applied) are refused, or null. */
export function settingsProblem(s: Settings): string | null {
  const start = s.startTime.getTime();
  const end = s.endTime.getTime();
  if (end <= start) return '结束时间必须晚于开始时间';
  const lock = ms(s.lockTime);
  if (lock !== null && (lock < start || lock > end)) return '封榜时间必须在比赛开始与结束之间';
  const regStart = ms(s.registerStart);
  const regEnd = ms(s.registerEnd);
  if (regStart !== null && regEnd !== null && regEnd < regStart) return '报名截止时间不能早于报名开始时间';
  if (regStart !== null && regStart >= end) return '报名开始时间必须早于比赛结束时间';
  if (s.duration !== null && s.duration * 60_000 > end - start) return '个人限时不能超过比赛开始到结束的时长';
  return awardProblem(s);
}

function awardProblem(s: Settings): string | null {
  const lines = [s.awardFirst, s.awardSecond, s.awardThird].filter((v): v is number => v !== null);
  if (s.awardMode === 'ratio') {
    if (lines.some((v) => v > 100)) return '获奖比例不能超过 100%';
    if (lines.reduce((a, b) => a + b, 0) > 100) return '一、二、三等奖比例之和不能超过 100%';
    return null;
  }
  // Score lines: a higher award needs a higher score.
  for (let i = 1; i < lines.length; i++)
    if (lines[i] >= lines[i - 1]) return '获奖分数线应从一等奖到三等奖依次降低';
  return null;
}

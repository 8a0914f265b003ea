import type { RaceDetail } from './api.ts';
import { boardExpected } from './race-labels.ts';
import { personalDeadline, phaseAt, registrationOpen, toMs } from './race-time.ts';

/**
 * The buttons of a contest's home page: login (visitors), register, redeem (使用验证码报名), enter (进入比赛),
 * review (the problems after the end), practice (进入练习) and board (查看榜单).
 */
export type RaceAction = 'login' | 'register' | 'redeem' | 'enter' | 'review' | 'practice' | 'board';

export interface RaceActionPlan {
  actions: RaceAction[];
  /** One line telling the viewer where they stand. */
  note: string;
}

function registrationNote(d: RaceDetail, now: number): string {
  if (d.isPublic !== 1) return '本赛事不开放自主报名，请使用老师发放的验证码报名';
  const from = toMs(d.registerStart);
  if (from !== null && now < from) return '报名尚未开始';
  return '报名已截止，如有验证码仍可使用验证码报名';
}

/** What the viewer may do now, by the server clock. */
export function raceActions(d: RaceDetail, now: number, signedIn: boolean): RaceActionPlan {
  const phase = phaseAt(d, now, d.phase);
  const board: RaceAction[] = boardExpected(d.boardVisibility, phase) ? ['board'] : [];
  if (!signedIn) return { actions: ['login', ...board], note: '登录后即可报名参赛' };

  if (d.isPractice === 1) {
    if (phase === 'running' || phase === 'ended')
      return { actions: ['practice', ...board], note: '练习赛无需报名，进入即可答题' };
    return { actions: board, note: '练习赛尚未开放' };
  }

  const me = d.me;
  if (me) {
    const mine = `已报名：${me.groupName}`;
    if (phase === 'ended') return { actions: ['review', ...board], note: `${mine}，比赛已结束` };
    if (phase !== 'running') return { actions: board, note: `${mine}，比赛开始后即可进入` };
    const deadline = personalDeadline(d, me.startedAt);
    if (deadline !== null && now >= deadline)
      return { actions: ['review', ...board], note: `${mine}，你的答题时间已用完` };
    return { actions: ['enter', ...board], note: mine };
  }

  if (phase === 'ended') return { actions: board, note: '比赛已结束' };
  const open = d.isPublic === 1 && registrationOpen(d, now);
  return {
    actions: [...(open ? (['register'] as const) : []), 'redeem', ...board],
    note: open ? '报名进行中，选择分组并填写信息即可报名' : registrationNote(d, now),
  };
}

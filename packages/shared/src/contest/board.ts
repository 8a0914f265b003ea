import { z } from 'zod';
import { certIssueDateField } from '../teaching/certificates.ts';
import type { ContestRuleType } from './codes.ts';

/**
 * The scoreboard contract (`GET /api/teaching/teachingContest/rank`). A contestant or visitor gets the
 * projected view (frozen cells `pending`, OI results hidden until the end); the jury the live one.
 */
export interface ContestBoardCell {
  /** A verdict (`AC`, `WA`, `TLE` ...), `pending` (queued, judging, or hidden from this viewer). */
  result: string;
  /** Tries counted by the rule (ACM: rejected tries before the AC plus the AC; CE never counts). */
  tries: number;
  /** ACM: minutes from the contestant's start to the first AC; others: minutes of the counted submission. */
  time: number | null;
  /** OI / IOI: the counted score (0 to 100); ACM: 100 when solved, else 0. */
  score: number;
  /** ACM: the first AC of this problem in the group. */
  firstSolve?: boolean;
  /** Tries after the freeze whose result this viewer may not see. */
  pendingTries?: number;
}

export interface ContestBoardRow {
  /** Equal keys share a rank (1, 2, 2, 4). */
  rank: number;
  userId: string;
  realname: string;
  school: string;
  teamName?: string | null;
  solved: number;
  /** ACM: penalty minutes; paper: seconds used; OI / IOI: 0. */
  penalty: number;
  score: number;
  cells: Record<string, ContestBoardCell>;
  /** Paper boards: the attempt was handed in after the freeze (or before an OI end) and is hidden. */
  pending?: boolean;
  /** 1, 2 or 3 when the board shows awards (after the end, unfrozen), else null. */
  award: 1 | 2 | 3 | null;
}

export interface ContestBoard {
  contestId: string;
  groupId: string;
  ruleType: ContestRuleType;
  /** True when this viewer sees a frozen or hidden projection. */
  frozen: boolean;
  /** Judge problem ids in board order (empty for a paper group). */
  problems: string[];
  /** Problem labels in board order (`A`, `B` ...) with titles. */
  problemTitles: { id: string; label: string; title: string }[];
  rows: ContestBoardRow[];
  /** The groups of the contest (tabs of the board page), in order. */
  groups: { id: string; className: string }[];
  /** Awards are shown (after the end, and once unfrozen when there was a freeze). */
  awarded: boolean;
  /** Freeze time, `YYYY-MM-DD HH:mm:ss`, when the contest has one. */
  lockTime: string | null;
  /** Server time of this board, `YYYY-MM-DD HH:mm:ss`. */
  generatedAt: string;
}

/** One school's line in the school ranking of a group. */
export interface ContestSchoolRankRow {
  rank: number;
  schoolName: string;
  contestants: number;
  /** Sum or average of the top N scores (ACM: solved count). */
  value: number;
}

const contestId = z.string({ error: '缺少赛事' }).trim().min(1, '缺少赛事').max(36, '赛事 id 不正确');
const groupIdText = z.string().trim().max(36, '分组 id 不正确');

/** `?contestId&groupId` of rank, schoolRank and rank/exportXls; no group: the contest's first group. */
export const contestBoardQuery = z.object({
  contestId,
  groupId: groupIdText.optional().transform((v) => v || undefined),
});
export type ContestBoardQuery = z.output<typeof contestBoardQuery>;

/** `POST teachingContest/unfreeze`. */
export const contestUnfreezeBody = z.object({ contestId });

/**
 * `POST /api/teaching/teachingContest/awardCertificates` (jury): one certificate of the template to each
 * award winner of the group (all groups when none is given), once awards are out. The certificate's
 * course line reads `<contest> <group> 一等奖`; a winner who already holds it is skipped.
 */
export const contestAwardCertBody = z.object({
  contestId,
  groupId: groupIdText.nullish().transform((v) => v || undefined),
  templateId: z
    .string({ error: '请选择证书模板' })
    .trim()
    .min(1, '请选择证书模板')
    .max(36, '证书模板 id 不正确'),
  issueDate: certIssueDateField,
});
export type ContestAwardCertBody = z.input<typeof contestAwardCertBody>;

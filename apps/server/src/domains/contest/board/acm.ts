import { ACM_PENALTY_MINUTES, PENDING_RESULT } from '@ck/shared';
import { type BoardSubmission, type CellState, minutesBetween } from './rule-types.ts';

/** Compile and system errors are nobody's fault: an ACM board ignores them. */
const IGNORED = new Set(['CE', 'SE']);

/**
 * ACM: the first AC solves the problem; every earlier judged try that is not a compile or system
 * error adds 20 penalty minutes; tries still judging count for nothing yet. `subs` oldest first.
 */
export function acmCell(subs: readonly BoardSubmission[], start: number, pendingTries: number): CellState {
  let rejected = 0;
  let judging = 0;
  let lastRejected: string | null = null;
  let ignored: string | null = null;
  for (const s of subs) {
    if (s.verdict === null) judging++;
    else if (IGNORED.has(s.verdict)) ignored = s.verdict;
    else if (s.verdict === 'AC') {
      const time = minutesBetween(start, s.createTime);
      return {
        result: 'AC',
        tries: rejected + 1,
        time,
        score: 100,
        solvedAt: s.createTime,
        penalty: time + ACM_PENALTY_MINUTES * rejected,
        pendingTries,
      };
    } else {
      rejected++;
      lastRejected = s.verdict;
    }
  }
  const result = judging || pendingTries ? PENDING_RESULT : (lastRejected ?? ignored ?? PENDING_RESULT);
  return { result, tries: rejected, time: null, score: 0, solvedAt: null, penalty: 0, pendingTries };
}

import type { AssessmentQuestionType, FollowStatus, ReportRecord } from '@ck/shared';
import { FOLLOW_STATUSES } from '@ck/shared';

/** Tag colours of the follow-up states: a lead nobody called stands out. */
export const FOLLOW_COLOR: Record<FollowStatus, string> = { '0': 'orange', '1': 'blue', '2': 'green' };

export const FOLLOW_OPTIONS = (Object.keys(FOLLOW_STATUSES) as FollowStatus[]).map((value) => ({
  value,
  label: FOLLOW_STATUSES[value],
}));

/** An answer as a person reads it: 正确/错误 for true/false, letters joined by arrows for an order. */
export function answerText(type: AssessmentQuestionType, answer: string | undefined | null): string {
  if (!answer) return '未作答';
  if (type === 'judge') return answer === 'T' ? '正确' : answer === 'F' ? '错误' : answer;
  if (type === 'order') return [...answer].join(' → ');
  if (type === 'multiple') return [...answer].join('、');
  return answer;
}

/** The address parents open for a shared report (served by the mobile companion). */
export function shareLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/m/report/${encodeURIComponent(token)}`;
}

/** `80 / 100（80%）`, or `—` while the child is still answering. */
export function scoreText(r: Pick<ReportRecord, 'totalScore' | 'maxScore'>): string {
  if (r.totalScore == null || r.maxScore == null) return '—';
  const percent = r.maxScore > 0 ? Math.round((r.totalScore / r.maxScore) * 100) : 0;
  return `${r.totalScore} / ${r.maxScore}（${percent}%）`;
}

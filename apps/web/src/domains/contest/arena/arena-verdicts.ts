import type { HttpError } from '../../../api/http-errors.ts';
import { VERDICT_COLOR, VERDICT_TEXT } from '../../judge/api.ts';

/** Verdict tags of the arena and the jury desk, shared by the problem list and the submission tables. */
const TEXT: Record<string, string> = {
  ...VERDICT_TEXT,
  pending: '评测中',
  submitted: '已提交',
};
const COLOR: Record<string, string> = {
  ...VERDICT_COLOR,
  pending: 'processing',
  submitted: 'blue',
};

export interface VerdictLook {
  text: string;
  color: string;
}

/** Tag text and colour of a problem state or a submission's verdict (null: not submitted / judging). */
export function verdictLook(result: string | null | undefined, judging = false): VerdictLook {
  if (!result)
    return judging ? { text: TEXT.pending, color: COLOR.pending } : { text: '未提交', color: 'default' };
  return { text: TEXT[result] ?? result, color: COLOR[result] ?? 'default' };
}

/** A submission still waiting for its verdict (a hidden OI verdict is not pending, only withheld). */
export function isPending(row: { verdict: string | null; hidden?: boolean }): boolean {
  return !row.hidden && !row.verdict;
}

/** The Chinese message of a failed submit: the server's own words, or a plain one by status. */
export function submitErrorText(error: Pick<HttpError, 'status' | 'message'> | null | undefined): string {
  const server = error?.message?.trim();
  const generic = !server || /^请求失败|^拒绝访问$/.test(server);
  if (error?.status === 429) return generic ? '提交太频繁，请稍后再试' : server;
  if (error?.status === 403) return generic ? '当前不能提交：不在比赛时间内或没有参赛资格' : server;
  if (error?.status === 0 || error?.status === 504) return '网络异常，代码已保存在本机，请稍后重新提交';
  return server || '提交失败，请稍后再试';
}

/** Verdict filter of the jury's submission list. */
export const JURY_VERDICT_OPTIONS = ['AC', 'WA', 'TLE', 'MLE', 'RE', 'CE', 'OLE', 'SE', 'pending'].map(
  (v) => ({
    value: v,
    label: TEXT[v],
  }),
);

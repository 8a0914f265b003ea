import type {
  ExamStartResult,
  MyExam,
  PageResult,
  SubmitResult,
  UserPaperDetail,
  UserPaperRow,
  WorkRow,
} from '@ck/shared';
import { getAction, type Params, postAction, unwrap } from '../../../api/client.ts';
import { HttpError } from '../../../api/http-errors.ts';
import { getResult } from '../../../api/result-calls.ts';

const EXAM = '/teaching/teachingExam';
const USER_PAPER = '/teaching/teachingUserPaper';
const WORK = '/teaching/teachingWork';

/** Cache roots of the student's exam pages. */
export const MY_EXAMS_KEY = ['exam', 'mine'] as const;
export const MY_RECORDS_KEY = ['exam', 'my-records'] as const;
export const RECORD_DETAIL_KEY = ['exam', 'my-record'] as const;

export type { ExamStartResult, MyExam, SubmitResult, UserPaperDetail, UserPaperRow };

/**
 * One of my attempts as `listpaper` lists it; the spent time and jump-outs come only with the full
 * record (`detail`).
 */
export type MyRecordRow = Pick<
  UserPaperRow,
  | 'id'
  | 'examName'
  | 'paperId_dictText'
  | 'gotScore'
  | 'totalScore'
  | 'grade'
  | 'userPaperStatus'
  | 'submitTime'
  | 'createTime'
> &
  Partial<Pick<UserPaperRow, 'duration' | 'jumpOutTimes' | 'userPaperStatus_dictText'>>;

export interface SaveAnswerResult {
  savedAt: string;
  savedAtMs: number;
}

export interface JumpOutResult {
  jumpOutTimes: number;
  submitted: boolean;
}

/** The exam page shows every message itself (beside the answer, the save indicator, the form). */
const quiet = { quiet: true };

/** Lists answer a page or a bare array; both are shown the same way. */
function asPage<T>(value: PageResult<T> | T[] | null | undefined): PageResult<T> {
  if (Array.isArray(value))
    return { records: value, total: value.length, size: value.length, current: 1, pages: 1 };
  return value ?? { records: [], total: 0, size: 0, current: 1, pages: 0 };
}

export const examTakingApi = {
  mine: async () => (await getResult<MyExam[]>(`${EXAM}/mine`)) ?? [],
  start: async (examId: string, password?: string) =>
    unwrap(
      await postAction<ExamStartResult>(`${EXAM}/start`, { examId, password: password || undefined }, quiet),
    ),
  saveAnswer: async (userPaperId: string, questionId: string, answer: string, language?: string) =>
    unwrap(
      await postAction<SaveAnswerResult>(
        `${EXAM}/saveAnswer`,
        { userPaperId, questionId, answer, language },
        { ...quiet, timeoutMs: 15_000 },
      ),
    ),
  jumpOut: async (userPaperId: string) =>
    unwrap(await postAction<JumpOutResult>(`${EXAM}/jumpOut`, { userPaperId }, quiet)),
  submit: async (userPaperId: string) =>
    unwrap(
      await postAction<SubmitResult>(`${EXAM}/submit`, { userPaperId }, { ...quiet, timeoutMs: 120_000 }),
    ),
};

export const recordApi = {
  /** My attempts, newest first. */
  list: async (params: Params) =>
    asPage(await getResult<PageResult<UserPaperRow> | UserPaperRow[]>(`${USER_PAPER}/listpaper`, params)),
  detail: async (id: string) =>
    unwrap(await getAction<UserPaperDetail>(`${USER_PAPER}/detail`, { id }, quiet)),
};

/** My works of one editor, newest first: what a practical task hands in. */
export const myWorksOf = async (workType: number | undefined) =>
  asPage(
    unwrap(
      await getAction<PageResult<WorkRow> | WorkRow[]>(
        `${WORK}/mine`,
        { workType, pageNo: 1, pageSize: 50 },
        quiet,
      ),
    ),
  ).records;

/**
 * A refusal no retry can fix: the server answered and said no (bad input, the attempt is closed, no
 * permission). Network failures, time-outs, 429 and 5xx are worth retrying.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.status === 0 || error.timeout || error.status === 429 || error.status >= 500) return false;
  return true;
}

/** The message of a failed call. */
export const errorMessage = (error: unknown, fallback = '操作失败，请重试') =>
  error instanceof Error && error.message ? error.message : fallback;

import type {
  CertIssueResult,
  ContestAwardCertBody,
  ContestBoard,
  ContestClass,
  ContestPhase,
  ContestRuleType,
  ContestSubmitBody,
  PageResult,
} from '@ck/shared';
import type { Params } from '../../../api/client.ts';
import { getResult, postResult } from '../../../api/result-calls.ts';

const BASE = '/teaching/teachingContest';

/** `GET teachingContest/status`: where the signed-in user stands in a contest. */
export interface ArenaStatus {
  phase: ContestPhase;
  serverTime: string;
  registered: boolean;
  groupId: string | null;
  groupName: string | null;
  ruleType: ContestRuleType;
  startedAt: string | null;
  /** The end of this contestant's window (personal for duration contests). */
  deadline: string | null;
  /** Paper groups: the exam of the exam engine to take. */
  examId: string | null;
  isJury: boolean;
}

/** The public part of a contest (`publicDetail`), for its name, start and duration. */
export interface ArenaContestInfo {
  id: string;
  contestName: string;
  ruleType: ContestRuleType;
  startTime: string;
  endTime: string;
  duration: number | null;
  lockTime: string | null;
  isPractice: number;
  phase: ContestPhase;
  serverTime: string;
}

export interface ArenaProblem {
  id: string;
  label: string;
  title: string;
  timeLimit: number;
  memoryLimit: number;
  /** A verdict, `pending`, `submitted` (OI before the end) or null when never submitted. */
  myResult: string | null;
  myTries: number;
}

export interface ArenaStatement {
  id: string;
  label: string;
  title: string;
  content: string;
  samples: { input: string; output: string }[];
  timeLimit: number;
  memoryLimit: number;
  /** Allowed language ids; empty means every language of the judge. */
  languages: string[];
}

export interface MySubmission {
  id: string;
  problemId: string;
  label: string;
  language: string;
  verdict: string | null;
  score: number | null;
  createTime: string;
  /** OI before the end: the verdict is withheld. */
  hidden?: boolean;
}

export interface ContestSubmissionDetail {
  id: string;
  problemId?: string;
  label?: string;
  language: string;
  code: string;
  verdict: string | null;
  score: number | null;
  compileMessage?: string | null;
  createTime?: string;
}

export interface Clarification {
  id: string;
  contestId: string;
  groupId: string | null;
  problemId: string | null;
  label?: string | null;
  /** null for an announcement of the jury. */
  userId: string | null;
  /** The asker's name; only the jury gets it. */
  askerName?: string | null;
  question: string;
  answer: string | null;
  answeredAt: string | null;
  isPublic: number;
  createTime: string;
}

export interface JurySubmissionRow {
  id: string;
  groupId: string;
  groupName?: string | null;
  userId: string;
  realname?: string | null;
  username?: string | null;
  problemId: string;
  label?: string | null;
  language: string;
  verdict: string | null;
  score: number | null;
  createTime: string;
}

/** Cache roots: the arena of one contest and the jury desk of one contest. */
export const arenaKey = (contestId: string) => ['contest', 'arena', contestId] as const;
export const juryKey = (contestId: string) => ['contest', 'jury', contestId] as const;

const get = <T>(url: string, params?: Params, quiet = false) => getResult<T>(`${BASE}/${url}`, params, quiet);
/** Writes are quiet: the caller shows the server's message in Chinese. */
const post = <T>(url: string, body: unknown) => postResult<T>(`${BASE}/${url}`, body, true);

export const arenaApi = {
  contestInfo: (id: string) => get<ArenaContestInfo>('publicDetail', { id }, true),
  status: (contestId: string) => get<ArenaStatus>('status', { contestId }),
  enter: (contestId: string) => post<ArenaStatus>('enter', { contestId }),
  problems: (contestId: string) => get<ArenaProblem[]>('problems', { contestId }),
  problem: (contestId: string, problemId: string) => get<ArenaStatement>('problem', { contestId, problemId }),
  submit: (body: ContestSubmitBody) => post<{ id: string }>('submit', body),
  mySubmissions: (contestId: string) => get<MySubmission[]>('mySubmissions', { contestId }),
  submission: (id: string) => get<ContestSubmissionDetail>('submission', { id }, true),
  clarifications: (contestId: string) => get<Clarification[]>('clarification/list', { contestId }),
  ask: (contestId: string, question: string, problemId?: string | null) =>
    post<unknown>('clarification/ask', { contestId, question, problemId: problemId || null }),
};

export const juryApi = {
  contest: (id: string) =>
    get<{ id: string; contestName: string; unfrozenAt: string | null; lockTime: string | null }>(
      'queryById',
      { id },
    ),
  groups: (contestId: string) =>
    getResult<ContestClass[]>('/teaching/teachingContestClass/list', { contestId }, true),
  board: (contestId: string, groupId: string) => get<ContestBoard>('rank', { contestId, groupId }, true),
  submissions: (q: Params) => get<PageResult<JurySubmissionRow>>('jury/submissions', q),
  /** Any contestant's code, for the jury (`submission` only answers the caller's own). */
  submission: (id: string) => get<ContestSubmissionDetail>('jury/submission', { id }, true),
  rejudgeOne: (submissionId: string) => post<unknown>('jury/rejudge', { submissionId }),
  rejudgeProblem: (contestId: string, problemId: string) =>
    post<unknown>('jury/rejudge', { contestId, problemId }),
  unfreeze: (contestId: string) => post<{ unfrozenAt?: string | null } | null>('unfreeze', { contestId }),
  answer: (id: string, answer: string, isPublic: boolean) =>
    post<unknown>('clarification/answer', { id, answer, isPublic: isPublic ? 1 : 0 }),
  announce: (contestId: string, answer: string, groupId?: string | null) =>
    post<unknown>('clarification/announce', { contestId, answer, groupId: groupId || null }),
  certTemplates: async () =>
    (
      await getResult<PageResult<{ id: string; name: string }>>(
        '/teaching/teachingCertTemplate/list',
        { pageNo: 1, pageSize: 200 },
        true,
      )
    ).records,
  awardCertificates: (body: ContestAwardCertBody) => post<CertIssueResult>('awardCertificates', body),
};

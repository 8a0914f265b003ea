import type { PageResult } from '@ck/shared';
import { api, ojApi, type Params, unwrap } from '../../api/client.ts';

export type Verdict = 'AC' | 'WA' | 'TLE' | 'MLE' | 'RE' | 'CE' | 'OLE' | 'SE';

export const VERDICT_TEXT: Record<string, string> = {
  AC: '通过',
  WA: '答案错误',
  TLE: '运行超时',
  MLE: '内存超限',
  RE: '运行错误',
  CE: '编译错误',
  OLE: '输出超限',
  SE: '系统错误',
};
export const VERDICT_COLOR: Record<string, string> = {
  AC: 'success',
  WA: 'error',
  TLE: 'warning',
  MLE: 'warning',
  RE: 'volcano',
  CE: 'purple',
  OLE: 'orange',
  SE: 'default',
};
export const DIFFICULTY_TEXT: Record<number, string> = {
  1: '入门',
  2: '简单',
  3: '中等',
  4: '较难',
  5: '困难',
};
export const CHECKER_TEXT: Record<string, string> = {
  default: '默认（忽略行末空格与末尾空行）',
  exact: '逐字节比较',
  float: '浮点数误差比较',
  special: '特判程序（C++）',
};

export interface Sample {
  input: string;
  output: string;
}

export interface ProblemCaseInfo {
  name: string;
  input: string;
  output: string;
  score?: number;
}

export interface SubtaskInfo {
  score: number;
  mode: 'sum' | 'min' | 'max';
  cases: number[];
}

export interface PublicProblem {
  id: string;
  title: string;
  content?: string;
  samples: Sample[];
  timeLimit: number;
  memoryLimit: number;
  languages: string[];
  difficulty: number;
  tags: string[];
  submitCount: number;
  acceptCount: number;
  caseCount: number;
  myStatus?: 'AC' | 'tried' | null;
}

export interface ProblemForm {
  title: string;
  content: string;
  samples: Sample[];
  timeLimit: number;
  memoryLimit: number;
  languages: string[];
  difficulty: number;
  tags: string[];
  visible: 0 | 1;
  checkerType: 'default' | 'exact' | 'float' | 'special';
  checkerEpsilon?: number | null;
  checkerSource?: string | null;
  referenceLanguage?: string | null;
  referenceCode?: string | null;
}

export interface AdminProblem extends ProblemForm {
  id: string;
  cases: ProblemCaseInfo[];
  subtasks: SubtaskInfo[] | null;
  caseCount: number;
  dataVersion: number;
  submitCount: number;
  acceptCount: number;
  createTime: string | null;
}

export interface CaseResult {
  index: number;
  name: string;
  verdict: string;
  timeMs: number;
  memoryKb: number;
  score: number;
  message: string;
}

export interface JudgeResult {
  verdict: string;
  score: number;
  timeMs: number;
  memoryKb: number;
  compileMessage: string;
  cases: CaseResult[];
}

export interface SubmissionRow {
  id: string;
  problemId: string;
  problemTitle: string | null;
  username: string;
  language: string;
  status: 'queued' | 'judging' | 'done';
  verdict: string | null;
  score: number | null;
  timeMs: number | null;
  memoryKb: number | null;
  createTime: string | null;
}

export interface SubmissionDetail extends Omit<SubmissionRow, 'problemTitle' | 'createTime'> {
  code: string;
  compileMessage: string | null;
  cases: CaseResult[];
  caseTotal: number;
}

export interface Language {
  id: string;
  name: string;
  editor: string;
  template: string;
  timeMultiplier: number;
}

export interface RunResult {
  verdict: string;
  stdout: string;
  stderr: string;
  time: number;
  memory: number;
}

export interface UploadAnswer {
  caseCount: number;
  subtasks: SubtaskInfo[] | null;
  cases: ProblemCaseInfo[];
}

export interface SandboxStatus {
  text: string;
  languages: string[];
}

export const JUDGE_KEY = ['judge'] as const;

// Back office (/api/judge, 60 s client: validation runs the whole test data).
/** Params: pageNo, pageSize and the filters keyword, tag, difficulty, visible. */
export const listProblems = async (q: Params) =>
  unwrap(await api.getAction<PageResult<AdminProblem>>('/judge/problem/list', { ...q }));
export const getProblem = async (id: string) =>
  unwrap(await api.getAction<AdminProblem>('/judge/problem/queryById', { id }));
export const addProblem = async (body: ProblemForm) =>
  unwrap(await api.postAction<{ id: string }>('/judge/problem/add', body));
export const editProblem = async (body: Partial<ProblemForm> & { id: string }) =>
  unwrap(await api.putAction<null>('/judge/problem/edit', body));
export const deleteProblem = async (id: string) =>
  unwrap(await api.deleteAction<null>('/judge/problem/delete', { id }));
export async function uploadTestData(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  const res = await api.uploadAction<UploadAnswer>(
    `/judge/problem/uploadData?id=${encodeURIComponent(id)}`,
    form,
  );
  return { answer: unwrap(res), message: res.message };
}
export async function validateData(id: string) {
  const res = await api.postAction<JudgeResult>('/judge/problem/validate', { id }, { timeoutMs: 300_000 });
  return { result: unwrap(res), message: res.message };
}
export type ImportFormat = 'fps' | 'hydro';
export interface ImportAnswer {
  count: number;
  problems: { id: string; title: string; caseCount: number; warnings: string[] }[];
}
export async function importProblems(format: ImportFormat, file: File) {
  const form = new FormData();
  form.append('file', file);
  const res = await api.uploadAction<ImportAnswer>(`/judge/problem/import?format=${format}`, form, {
    timeoutMs: 300_000,
    quiet: true,
  });
  return { answer: unwrap(res), message: res.message };
}
/** Downloads the FPS XML of the chosen problems, or of every problem matching the filter. */
export const exportFps = (ids: string[], filter: Params) =>
  api.downloadFile(
    '/judge/problem/exportFps',
    ids.length ? { ids: ids.join(',') } : { ...filter },
    'fps-problems.xml',
    { timeoutMs: 300_000 },
  );
/** Params: pageNo, pageSize and the filters problemId, username. */
export const listClassSubmissions = async (q: Params) =>
  unwrap(await api.getAction<PageResult<SubmissionRow>>('/judge/submission/list', { ...q }));
export const sandboxStatus = async () => unwrap(await api.getAction<SandboxStatus>('/judge/status'));

// Practice area (/ojapi, 5 s client; judging is polled).
export const ojLanguages = async () => unwrap(await ojApi.getAction<Language[]>('/judge/languages'));
export const ojProblems = async (q: Params) =>
  unwrap(await ojApi.getAction<PageResult<PublicProblem>>('/problem/list', { ...q }));
export const ojProblem = async (id: string) =>
  unwrap(await ojApi.getAction<PublicProblem>('/problem/detail', { id }));
export const ojRun = async (body: { language: string; code: string; input: string }) =>
  unwrap(await ojApi.postAction<RunResult>('/judge/run', body, { timeoutMs: 60_000 }));
export const ojSubmit = async (body: { problemId: string; language: string; code: string }) =>
  unwrap(await ojApi.postAction<{ id: string }>('/submission/submit', body));
export const ojSubmission = async (id: string) =>
  unwrap(await ojApi.getAction<SubmissionDetail>('/submission/detail', { id }, { quiet: true }));
/** Params: pageNo, pageSize, problemId and the scope `mine` or `class`. */
export const ojSubmissions = async (q: Params) =>
  unwrap(await ojApi.getAction<PageResult<SubmissionRow>>('/submission/list', { ...q }));

import type {
  AdminProblem,
  CheckerType,
  JudgeCreated,
  JudgeLanguage,
  JudgeResult,
  PageResult,
  PracticeProblem,
  PracticeProblemListItem,
  ProblemBody,
  ProblemData,
  ProblemEditBody,
  ProblemImportFormat,
  ProblemImportResult,
  SandboxStatus,
  SelfTestBody,
  SelfTestResult,
  SubmissionBody,
  SubmissionDetail,
  SubmissionRow,
} from '@ck/shared';
import { api, ojApi, type Params, unwrap } from '../../api/client.ts';

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
export const CHECKER_TEXT: Record<CheckerType, string> = {
  default: '默认（忽略行末空格与末尾空行）',
  exact: '逐字节比较',
  float: '浮点数误差比较',
  special: '特判程序（C++）',
};

export const JUDGE_KEY = ['judge'] as const;

// Back office (/api/judge, 60 s client: validation runs the whole test data).
/** Params: pageNo, pageSize and the filters keyword, tag, difficulty, visible. */
export const listProblems = async (q: Params) =>
  unwrap(await api.getAction<PageResult<AdminProblem>>('/judge/problem/list', { ...q }));
export const getProblem = async (id: string) =>
  unwrap(await api.getAction<AdminProblem>('/judge/problem/queryById', { id }));
export const addProblem = async (body: ProblemBody) =>
  unwrap(await api.postAction<JudgeCreated>('/judge/problem/add', body));
export const editProblem = async (body: ProblemEditBody) =>
  unwrap(await api.putAction<null>('/judge/problem/edit', body));
export const deleteProblem = async (id: string) =>
  unwrap(await api.deleteAction<null>('/judge/problem/delete', { id }));
export async function uploadTestData(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  const res = await api.uploadAction<ProblemData>(
    `/judge/problem/uploadData?id=${encodeURIComponent(id)}`,
    form,
  );
  return { answer: unwrap(res), message: res.message };
}
export async function validateData(id: string) {
  const res = await api.postAction<JudgeResult>('/judge/problem/validate', { id }, { timeoutMs: 300_000 });
  return { result: unwrap(res), message: res.message };
}
export async function importProblems(format: ProblemImportFormat, file: File) {
  const form = new FormData();
  form.append('file', file);
  const res = await api.uploadAction<ProblemImportResult>(`/judge/problem/import?format=${format}`, form, {
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
export const ojLanguages = async () => unwrap(await ojApi.getAction<JudgeLanguage[]>('/judge/languages'));
export const ojProblems = async (q: Params) =>
  unwrap(await ojApi.getAction<PageResult<PracticeProblemListItem>>('/problem/list', { ...q }));
export const ojProblem = async (id: string) =>
  unwrap(await ojApi.getAction<PracticeProblem>('/problem/detail', { id }));
export const ojRun = async (body: SelfTestBody) =>
  unwrap(await ojApi.postAction<SelfTestResult>('/judge/run', body, { timeoutMs: 60_000 }));
export const ojSubmit = async (body: SubmissionBody) =>
  unwrap(await ojApi.postAction<JudgeCreated>('/submission/submit', body));
export const ojSubmission = async (id: string) =>
  unwrap(await ojApi.getAction<SubmissionDetail>('/submission/detail', { id }, { quiet: true }));
/** Params: pageNo, pageSize, problemId and the scope `mine` or `class`. */
export const ojSubmissions = async (q: Params) =>
  unwrap(await ojApi.getAction<PageResult<SubmissionRow>>('/submission/list', { ...q }));

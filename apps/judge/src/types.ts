/** Judge verdicts: accepted, wrong answer, time / memory / output limit, runtime error, compile error, system error. */
export const VERDICTS = ['AC', 'WA', 'TLE', 'MLE', 'RE', 'CE', 'OLE', 'SE'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_TEXT: Record<Verdict, string> = {
  AC: '答案正确',
  WA: '答案错误',
  TLE: '运行超时',
  MLE: '内存超限',
  RE: '运行错误',
  CE: '编译错误',
  OLE: '输出超限',
  SE: '系统错误',
};

/** Limits of one program run inside the sandbox. */
export interface RunLimits {
  cpuMs: number;
  /** Wall-clock limit; 3 x CPU when omitted. */
  wallMs?: number;
  memoryKb: number;
  processes: number;
  outputBytes: number;
  openFiles: number;
}

/** What the launcher measured for one run. */
export interface RunStats {
  exitCode: number;
  signal: number;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  wallKilled: boolean;
  /** The memory cgroup killed something during the run. */
  oomKilled: boolean;
  /** The program could not be started (missing file, exec failure). */
  startError?: string;
}

/** Test data: a file on the host or text in memory. */
export type DataRef = { path: string } | { text: string };

export interface TestCase {
  name: string;
  input: DataRef;
  answer: DataRef;
  /** Points of this case when scoring by cases; equal shares when omitted. */
  score?: number;
}

/** sum: points add up per case; min: the subtask scores its weakest case; max: its best case. */
export type SubtaskMode = 'sum' | 'min' | 'max';

export interface Subtask {
  score: number;
  mode: SubtaskMode;
  /** Indexes into the case list. */
  cases: number[];
}

export type CheckerSpec =
  | { type: 'default' }
  | { type: 'exact' }
  | { type: 'float'; epsilon: number }
  | { type: 'special'; source: string };

export interface JudgeRequest {
  language: string;
  code: string;
  cases: TestCase[];
  timeMs: number;
  memoryMb: number;
  outputKb?: number;
  processes?: number;
  checker?: CheckerSpec;
  subtasks?: Subtask[];
  /** File I/O problems: the program reads `input` and writes `output` in its working directory. */
  fileIO?: { input: string; output: string };
  /** Stop after the first failed case (contests with ACM rules). */
  stopOnFailure?: boolean;
}

export interface CaseResult {
  index: number;
  name: string;
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  score: number;
  message: string;
}

export interface JudgeResult {
  verdict: Verdict;
  score: number;
  timeMs: number;
  memoryKb: number;
  compileMessage: string;
  cases: CaseResult[];
}

export interface SelfTestResult {
  verdict: Verdict;
  stdout: string;
  stderr: string;
  time: number;
  memory: number;
}

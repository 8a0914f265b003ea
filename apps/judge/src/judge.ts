import fs from 'node:fs';
import path from 'node:path';
import { compareDefault, compareExact, compareFloat } from './checkers.ts';
import { classifyRun } from './classify.ts';
import { compileProgram } from './compile.ts';
import { readPlainFile, truncate } from './files.ts';
import { findLanguage, type LanguageConfig } from './languages.ts';
import { Box } from './sandbox/box.ts';
import type { SandboxEnv } from './sandbox/env.ts';
import { caseScores, overallVerdict, totalScore } from './scoring.ts';
import type {
  CaseResult,
  CheckerSpec,
  DataRef,
  JudgeRequest,
  JudgeResult,
  RunLimits,
  RunStats,
  Verdict,
} from './types.ts';

export const CHECKER_LIMITS: RunLimits = {
  cpuMs: 5000,
  memoryKb: 512 * 1024,
  processes: 1,
  outputBytes: 1024 * 1024,
  openFiles: 32,
};

export function runLimitsFor(
  lang: LanguageConfig,
  timeMs: number,
  memoryMb: number,
  outputKb = 64 * 1024,
  processes = 1,
): RunLimits {
  return {
    cpuMs: Math.round(timeMs * lang.timeMultiplier),
    memoryKb: memoryMb * 1024,
    processes: Math.max(processes, lang.minProcesses),
    outputBytes: outputKb * 1024,
    openFiles: lang.minOpenFiles,
  };
}

/** A box with the compiled program read-only at /prog, its memory cap leaving room for the launcher. */
export function openProgramBox(env: SandboxEnv, programDir: string, limits: RunLimits): Promise<Box> {
  return Box.open(env, {
    readOnly: [{ host: programDir, box: '/prog' }],
    memoryKb: limits.memoryKb + 256 * 1024,
    processes: limits.processes,
  });
}

/**
 * Runs the program in `box` (mounted at /prog) once: stdin from /io/in, output into /io/out and
 * /io/err; the run command gets the memory limit filled in, the launcher its rlimit.
 */
export function runProgram(box: Box, lang: LanguageConfig, limits: RunLimits) {
  const argv = lang.run.map((a) => a.replaceAll('{mem_mb}', String(Math.ceil(limits.memoryKb / 1024))));
  const rlimitKb = lang.memoryMode === 'none' ? 0 : limits.memoryKb + lang.memoryExtraKb;
  box.prepareOutput('out');
  box.prepareOutput('err');
  return box.run({
    argv,
    limits: { ...limits, memoryKb: rlimitKb },
    memoryMode: lang.memoryMode,
    stdin: '/io/in',
    stdout: '/io/out',
    stderr: '/io/err',
  });
}

function loadData(ref: DataRef, box: Box, name: string) {
  if ('path' in ref) box.copyIo(name, ref.path);
  else box.writeIo(name, ref.text);
}

function dataText(ref: DataRef): string {
  return 'path' in ref ? fs.readFileSync(ref.path, 'utf8') : ref.text;
}

const PYTHON_ERRORS = new Set([
  'ArithmeticError',
  'AssertionError',
  'AttributeError',
  'EOFError',
  'FileNotFoundError',
  'ImportError',
  'IndentationError',
  'IndexError',
  'KeyError',
  'MemoryError',
  'ModuleNotFoundError',
  'NameError',
  'NotImplementedError',
  'OSError',
  'OverflowError',
  'PermissionError',
  'RecursionError',
  'RuntimeError',
  'StopIteration',
  'SyntaxError',
  'TabError',
  'TypeError',
  'UnboundLocalError',
  'UnicodeDecodeError',
  'UnicodeEncodeError',
  'ValueError',
  'ZeroDivisionError',
]);

/** The standard exception a Python traceback ends with, only when it is one of a fixed list. */
function exceptionName(stderr: string): string | null {
  const last = stderr.trimEnd().split('\n').pop() ?? '';
  const name = /^([A-Za-z]+)(?::|$)/.exec(last)?.[1];
  return name && PYTHON_ERRORS.has(name) ? name : null;
}

const failed = (verdict: Verdict, compileMessage: string): JudgeResult => ({
  verdict,
  score: 0,
  timeMs: 0,
  memoryKb: 0,
  compileMessage,
  cases: [],
});

/** Compiles, runs every case in one box, checks and scores. `onCase` sees each case as it is judged. */
export async function judgeProgram(
  env: SandboxEnv,
  req: JudgeRequest,
  onCase?: (c: CaseResult) => void | Promise<void>,
): Promise<JudgeResult> {
  const lang = findLanguage(req.language);
  if (!lang) return failed('CE', `不支持的语言：${req.language}`);
  const program = await compileProgram(env, lang, req.code);
  if (!program.ok) return failed('CE', program.message);
  const checker = req.checker ?? { type: 'default' };
  let checkerDir: string | null = null;
  if (checker.type === 'special') {
    const cpp = findLanguage('cpp17');
    const built = cpp
      ? await compileProgram(env, cpp, checker.source)
      : { ok: false as const, message: '缺少 g++' };
    if (!built.ok) return failed('SE', `特判程序编译失败：${built.message}`);
    checkerDir = built.dir;
  }
  const limits = runLimitsFor(lang, req.timeMs, req.memoryMb, req.outputKb, req.processes);
  // The contestant's box holds the program and the current case's input / output, nothing else: a
  // special checker runs in a box of its own, so its files (input, answer) never reach the contestant.
  const box = await openProgramBox(env, program.dir, limits);
  let checkerBox: Box | null = null;
  const points = caseScores(
    req.cases.length,
    req.cases.map((c) => c.score),
  );
  const results: CaseResult[] = [];
  try {
    for (const [index, tc] of req.cases.entries()) {
      box.clearWork();
      box.clearIo();
      loadData(tc.input, box, 'in');
      if (req.fileIO) fs.copyFileSync(path.join(box.ioDir, 'in'), path.join(box.workDir, req.fileIO.input));
      const stats = await runProgram(box, lang, limits);
      const stderr = readPlainFile(path.join(box.ioDir, 'err'), 4096)?.toString('utf8') ?? '';
      const outFile = req.fileIO ? path.join(box.workDir, req.fileIO.output) : path.join(box.ioDir, 'out');
      const output = readPlainFile(outFile, limits.outputBytes);
      let { verdict, message } = classifyRun(stats, limits, output?.length ?? 0, stderr, lang);
      if (verdict === null) {
        if (!output) {
          verdict = 'WA';
          message = req.fileIO
            ? `没有找到输出文件 ${req.fileIO.output}，或它不是普通文件（不跟随符号链接）`
            : '没有输出';
        } else {
          if (checkerDir && !checkerBox) checkerBox = await openCheckerBox(env, checkerDir);
          ({ verdict, message } = await check(checkerBox, checker, tc.input, tc.answer, output));
        }
      }
      // stderr itself is never shown: a program could print its (hidden) input there, or anything it
      // found. Only the name of a standard Python exception is, from a fixed list.
      if (verdict === 'RE') {
        const kind = exceptionName(stderr);
        if (kind) message = `${message}（${kind}）`;
      }
      const result: CaseResult = {
        index,
        name: tc.name,
        verdict,
        timeMs: Math.round(stats.cpuMs),
        memoryKb: stats.memoryKb,
        score: verdict === 'AC' ? Math.round(points[index] * 100) / 100 : 0,
        message,
      };
      results.push(result);
      await onCase?.(result);
      if (req.stopOnFailure && verdict !== 'AC') break;
    }
  } finally {
    await box.close();
    await checkerBox?.close();
  }
  return {
    verdict: overallVerdict(results),
    score: totalScore(results, points, req.subtasks),
    timeMs: Math.max(0, ...results.map((r) => r.timeMs)),
    memoryKb: Math.max(0, ...results.map((r) => r.memoryKb)),
    compileMessage: '',
    cases: results,
  };
}

/** The special checker's own box: bound to the checker binary only, never to the contestant's files. */
function openCheckerBox(env: SandboxEnv, checkerDir: string): Promise<Box> {
  return Box.open(env, {
    readOnly: [{ host: checkerDir, box: '/chk' }],
    memoryKb: CHECKER_LIMITS.memoryKb + 256 * 1024,
    processes: CHECKER_LIMITS.processes,
  });
}

async function check(
  box: Box | null,
  checker: CheckerSpec,
  input: DataRef,
  answer: DataRef,
  output: Buffer,
): Promise<{ verdict: Verdict; message: string }> {
  const text = output.toString('utf8');
  if (checker.type !== 'special') {
    const want = dataText(answer);
    const why =
      checker.type === 'exact'
        ? compareExact(text, want)
        : checker.type === 'float'
          ? compareFloat(text, want, checker.epsilon)
          : compareDefault(text, want);
    return why ? { verdict: 'WA', message: why } : { verdict: 'AC', message: '' };
  }
  if (!box) return { verdict: 'SE', message: '特判程序不可用' };
  // testlib-style: checker input output answer; exit 0 accepted, 1 wrong answer, 2 presentation error.
  // The checker's files live only for this check: the next case starts from an empty box.
  let stats: RunStats;
  let err: string | undefined;
  let out: string | undefined;
  try {
    box.clearWork();
    box.clearIo();
    loadData(input, box, 'in');
    loadData(answer, box, 'ans');
    box.writeIo('user.out', output);
    box.prepareOutput('chk.out');
    box.prepareOutput('chk.err');
    stats = await box.run({
      argv: ['/chk/main', '/io/in', '/io/user.out', '/io/ans'],
      limits: CHECKER_LIMITS,
      memoryMode: 'as',
      stdin: '/dev/null',
      stdout: '/io/chk.out',
      stderr: '/io/chk.err',
    });
    err = readPlainFile(path.join(box.ioDir, 'chk.err'), 2048)?.toString('utf8').trim();
    out = readPlainFile(path.join(box.ioDir, 'chk.out'), 2048)?.toString('utf8').trim();
  } finally {
    box.clearWork();
    box.clearIo();
  }
  const said = truncate(err || out || '', 500);
  if (stats.signal === 0 && stats.exitCode === 0 && !stats.wallKilled)
    return { verdict: 'AC', message: said };
  if (stats.signal === 0 && (stats.exitCode === 1 || stats.exitCode === 2))
    return { verdict: 'WA', message: said };
  return {
    verdict: 'SE',
    message: `特判程序异常：${said || `退出码 ${stats.exitCode}，信号 ${stats.signal}`}`,
  };
}

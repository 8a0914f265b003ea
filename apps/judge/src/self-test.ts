import path from 'node:path';
import { classifyRun } from './classify.ts';
import { compileProgram } from './compile.ts';
import { readPlainFile, truncate } from './files.ts';
import { openProgramBox, runLimitsFor, runProgram } from './judge.ts';
import { findLanguage } from './languages.ts';
import type { SandboxEnv } from './sandbox/env.ts';
import type { SelfTestResult } from './types.ts';

export interface SelfTestRequest {
  language: string;
  code: string;
  input: string;
  timeMs?: number;
  memoryMb?: number;
}

const SHOWN = 64 * 1024;

/** "Run with my input": compile and run once, nothing checked, output cut for display. */
export async function selfTest(env: SandboxEnv, req: SelfTestRequest): Promise<SelfTestResult> {
  const lang = findLanguage(req.language);
  if (!lang)
    return { verdict: 'CE', stdout: '', stderr: `不支持的语言：${req.language}`, time: 0, memory: 0 };
  const program = await compileProgram(env, lang, req.code);
  if (!program.ok) return { verdict: 'CE', stdout: '', stderr: program.message, time: 0, memory: 0 };
  const limits = runLimitsFor(lang, req.timeMs ?? 2000, req.memoryMb ?? 256, 1024);
  const box = await openProgramBox(env, program.dir, limits);
  try {
    box.writeIo('in', req.input);
    const stats = await runProgram(box, lang, limits);
    const out = readPlainFile(path.join(box.ioDir, 'out'), limits.outputBytes) ?? Buffer.alloc(0);
    const err = readPlainFile(path.join(box.ioDir, 'err'), SHOWN)?.toString('utf8') ?? '';
    const { verdict, message } = classifyRun(stats, limits, out.length, err, lang);
    return {
      verdict: verdict ?? 'AC',
      stdout: truncate(out.subarray(0, SHOWN).toString('utf8'), SHOWN),
      stderr: truncate([err, message].filter(Boolean).join('\n'), SHOWN),
      time: Math.round(stats.cpuMs),
      memory: stats.memoryKb,
    };
  } finally {
    await box.close();
  }
}

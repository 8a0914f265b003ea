import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JudgeEngine, type JudgeResult } from '../src/index.ts';

/**
 * One engine per test file on a fresh judge directory. The suites skip (loudly) only when bubblewrap
 * exists but this machine refuses to create namespaces; a missing bwrap fails them.
 */
export async function openEngine() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-judge-test-'));
  const engine = await JudgeEngine.create(root, { compileCpuMs: 3000 });
  if (!engine.available && !engine.report.reason.startsWith('bubblewrap 无法')) {
    throw new Error(engine.reportText());
  }
  if (!engine.available) console.warn(`跳过判题测试：${engine.reportText()}`);
  return { engine, root, cleanup: () => fs.rmSync(root, { recursive: true, force: true }) };
}

export const AB_CASES = [
  { name: '1', input: { text: '1 2\n' }, answer: { text: '3\n' } },
  { name: '2', input: { text: '-5 5\n' }, answer: { text: '0\n' } },
  { name: '3', input: { text: '1000000 2000000\n' }, answer: { text: '3000000\n' } },
];

export const LIMITS = { timeMs: 1000, memoryMb: 128 };

/** One case: an empty line in, `done` expected out. */
export const ONE = [{ name: '1', input: { text: '\n' }, answer: { text: 'done\n' } }];

/** Judges `code` against ONE, within 1 s and 64 MB unless `limits` says otherwise. */
export function judgeOne(
  engine: JudgeEngine,
  language: string,
  code: string,
  limits: { timeMs?: number; memoryMb?: number } = {},
): Promise<JudgeResult> {
  return engine.judge({
    language,
    code,
    cases: ONE,
    timeMs: limits.timeMs ?? 1000,
    memoryMb: limits.memoryMb ?? 64,
  });
}

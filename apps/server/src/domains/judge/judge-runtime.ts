import path from 'node:path';
import { defaultJudgeRoot, JudgeEngine } from '@ck/judge';

const engines = new Map<string, Promise<JudgeEngine>>();

/** One engine per judge directory and process: the sandbox is probed once, then shared. */
export function judgeEngine(dir = defaultJudgeRoot()): Promise<JudgeEngine> {
  let engine = engines.get(dir);
  if (!engine) {
    engine = JudgeEngine.create(dir);
    engines.set(dir, engine);
  }
  return engine;
}

/** Test data of the problems lives beside the other data. */
export const judgeDataRoot = (dataDir: string) => path.join(dataDir, 'judge-data');

import os from 'node:os';
import path from 'node:path';
import { COMPILE_LIMITS } from './compile.ts';
import { judgeProgram } from './judge.ts';
import { availableLanguages } from './languages.ts';
import type { SandboxEnv } from './sandbox/env.ts';
import { formatReport, probeSandbox, type SandboxReport } from './sandbox/probe.ts';
import { type SelfTestRequest, selfTest } from './self-test.ts';
import type { CaseResult, JudgeRequest, JudgeResult, SelfTestResult } from './types.ts';

export interface EngineOptions {
  /** CPU seconds a compiler may use (10 s unless JUDGE_COMPILE_TIME_MS says otherwise). */
  compileCpuMs?: number;
}

export interface LanguageInfo {
  id: string;
  name: string;
  editor: string;
  template: string;
  timeMultiplier: number;
}

/** Default judge directory: boxes and the compile cache. */
export function defaultJudgeRoot(): string {
  return process.env.JUDGE_DIR ?? path.join(os.tmpdir(), `ck-judge-${process.getuid?.() ?? 'u'}`);
}

/** The judge as a service: sandbox found once, then judge / self-test calls. */
export class JudgeEngine {
  private constructor(
    private readonly env: SandboxEnv | null,
    readonly report: SandboxReport,
  ) {}

  static async create(root = defaultJudgeRoot(), opts: EngineOptions = {}): Promise<JudgeEngine> {
    const compileCpuMs =
      opts.compileCpuMs ?? (Number(process.env.JUDGE_COMPILE_TIME_MS) || COMPILE_LIMITS.cpuMs);
    const compileLimits = { ...COMPILE_LIMITS, cpuMs: compileCpuMs, wallMs: compileCpuMs * 2 };
    const { env, report } = await probeSandbox(root, compileLimits);
    return new JudgeEngine(env, report);
  }

  get available() {
    return this.env !== null;
  }

  reportText() {
    return formatReport(this.report);
  }

  languages(): LanguageInfo[] {
    return availableLanguages().map((l) => ({
      id: l.id,
      name: l.name,
      editor: l.editor,
      template: l.template,
      timeMultiplier: l.timeMultiplier,
    }));
  }

  async judge(req: JudgeRequest, onCase?: (c: CaseResult) => void | Promise<void>): Promise<JudgeResult> {
    if (!this.env) return unavailable(this.report.reason);
    return judgeProgram(this.env, req, onCase);
  }

  async run(req: SelfTestRequest): Promise<SelfTestResult> {
    if (!this.env)
      return {
        verdict: 'SE',
        stdout: '',
        stderr: `判题沙箱不可用：${this.report.reason}`,
        time: 0,
        memory: 0,
      };
    return selfTest(this.env, req);
  }
}

function unavailable(reason: string): JudgeResult {
  return {
    verdict: 'SE',
    score: 0,
    timeMs: 0,
    memoryKb: 0,
    compileMessage: `判题沙箱不可用：${reason}`,
    cases: [],
  };
}

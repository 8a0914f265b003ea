import type { LanguageConfig } from './languages.ts';
import type { RunLimits, RunStats, Verdict } from './types.ts';

const SIGNAL_NAMES: Record<number, string> = {
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
};

/**
 * Resident memory of a program that the kernel killed while loading it: what the sandbox's launcher
 * had when it forked, never reached by a C, C++ or Pascal program that got to its first line (those
 * measure 900 KB and more with glibc mapped).
 */
const LOAD_RSS_KB = 768;

/**
 * Killed while being loaded because its static memory (global arrays) does not fit in the
 * address-space limit: the kernel answers that with SIGSEGV (SIGKILL on older kernels) before the
 * program runs, so nothing was measured but the launcher's own pages.
 */
function staticMemoryTooLarge(stats: RunStats, lang: LanguageConfig): boolean {
  return (
    lang.memoryMode === 'as' &&
    (stats.signal === 11 || stats.signal === 9) &&
    stats.memoryKb > 0 &&
    stats.memoryKb < LOAD_RSS_KB
  );
}

export interface RunVerdict {
  /** null: the program ended normally and its output must be checked. */
  verdict: Verdict | null;
  message: string;
}

/** Limits, crashes and exit codes to a verdict, from what was measured (never guessed). */
export function classifyRun(
  stats: RunStats,
  limits: RunLimits,
  outputBytes: number,
  stderr: string,
  lang: LanguageConfig,
): RunVerdict {
  if (stats.startError) return { verdict: 'SE', message: `程序无法启动：${stats.startError}` };
  if (stats.signal === 25 || outputBytes >= limits.outputBytes) {
    return { verdict: 'OLE', message: `输出超过 ${Math.round(limits.outputBytes / 1024)} KB` };
  }
  if (stats.oomKilled) return { verdict: 'MLE', message: '内存超限（被内存控制组终止）' };
  if (stats.wallKilled) return { verdict: 'TLE', message: '运行超时（实际用时超限，程序可能在等待或休眠）' };
  if (stats.cpuMs > limits.cpuMs || stats.signal === 24) return { verdict: 'TLE', message: 'CPU 时间超限' };
  const crashed = stats.signal !== 0 || stats.exitCode !== 0;
  if (stats.memoryKb > limits.memoryKb + lang.footprintKb || (crashed && lang.oomPattern?.test(stderr))) {
    return { verdict: 'MLE', message: '内存超限' };
  }
  if (staticMemoryTooLarge(stats, lang)) {
    return { verdict: 'MLE', message: '内存超限：全局（静态）数组等占用的内存超过限制，程序无法载入' };
  }
  if (stats.signal !== 0) {
    return {
      verdict: 'RE',
      message: `运行错误：被信号 ${stats.signal}（${SIGNAL_NAMES[stats.signal] ?? '未知'}）终止`,
    };
  }
  if (stats.exitCode !== 0) return { verdict: 'RE', message: `运行错误：退出码 ${stats.exitCode}` };
  return { verdict: null, message: '' };
}

import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { COMPILE_LIMITS } from '../apps/judge/src/compile.ts';
import { JudgeEngine } from '../apps/judge/src/engine.ts';
import { Box } from '../apps/judge/src/sandbox/box.ts';
import type { SandboxEnv } from '../apps/judge/src/sandbox/env.ts';
import { probeSandbox } from '../apps/judge/src/sandbox/probe.ts';
import type { RunLimits, TestCase } from '../apps/judge/src/types.ts';

// The judge side by side with bare execution: per-run sandbox overhead, CPU-time accuracy, a 10-case
// A+B submission end to end, and submissions per minute with 2 concurrent jobs.
const RUNS = Number(process.env.BENCH_JUDGE_RUNS ?? 200);
const WINDOW_MS = Number(process.env.BENCH_JUDGE_WINDOW_MS ?? 15_000);
const exec = promisify(execFile);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-judge-'));
fs.chmodSync(work, 0o755); // the sandboxed user must reach the boxes below

const TRIVIAL_C = 'int main(void) { return 0; }\n';
const BUSY_C = `#include <stdio.h>
#include <time.h>
int main(void) {
  struct timespec t;
  volatile unsigned long x = 0;
  do {
    for (int i = 0; i < 100000; i++) x += i;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  } while (t.tv_sec < 1);
  printf("%ld\\n", (long)t.tv_sec * 1000000L + t.tv_nsec / 1000);
  return 0;
}
`;
// Bare baseline in C: fork + execve + wait4 of the same program, timed per run in microseconds.
const SPAWN_C = `#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>
int main(int argc, char **argv) {
  int n = atoi(argv[2]);
  for (int i = 0; i < n; i++) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid == 0) { char *args[] = {argv[1], NULL}; execv(argv[1], args); _exit(127); }
    int status;
    waitpid(pid, &status, 0);
    clock_gettime(CLOCK_MONOTONIC, &b);
    printf("%ld\\n", (b.tv_sec - a.tv_sec) * 1000000L + (b.tv_nsec - a.tv_nsec) / 1000);
  }
  return 0;
}
`;
const AB_CPP = (n: number) =>
  `#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";return 0;}\n// ${n}\n`;
const AB_PY = (n: number) => `a, b = map(int, input().split())\nprint(a + b)\n# ${n}\n`;
const CASES = Array.from({ length: 10 }, (_, i) => ({ a: i * 7919 - 3, b: i * 104729 + 11 }));
const judgeCases = (): TestCase[] =>
  CASES.map((c, i) => ({
    name: String(i + 1),
    input: { text: `${c.a} ${c.b}\n` },
    answer: { text: `${c.a + c.b}\n` },
  }));

const LIMITS: RunLimits = {
  cpuMs: 1000,
  memoryKb: 256 * 1024,
  processes: 1,
  outputBytes: 1 << 20,
  openFiles: 16,
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (v: number) => Math.round(v * 100) / 100;

async function gcc(name: string, source: string): Promise<string> {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'main.c'), source);
  await exec('gcc', ['-O2', '-o', path.join(dir, 'main'), path.join(dir, 'main.c')]);
  fs.chmodSync(dir, 0o755);
  return dir;
}

const CLEAN_ENV = { PATH: '/usr/local/bin:/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp' };

function runBare(file: string, input = ''): Promise<{ ms: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    // A clean environment, as inside the box.
    const child = spawn(file, [], { stdio: ['pipe', 'pipe', 'ignore'], env: CLEAN_ENV });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.on('error', reject);
    child.on('close', () => resolve({ ms: performance.now() - t0, stdout }));
    child.stdin.end(input);
  });
}

/** Trivial C program: bare spawn vs a run inside an open box (the judge reuses one box per submission). */
async function overhead(env: SandboxEnv) {
  const dir = await gcc('trivial', TRIVIAL_C);
  const spawner = await gcc('spawner', SPAWN_C);
  const { stdout } = await exec(path.join(spawner, 'main'), [path.join(dir, 'main'), String(RUNS)]);
  const bare = stdout
    .trim()
    .split('\n')
    .map((us) => Number(us) / 1000);
  const t0 = performance.now();
  const box = await Box.open(env, {
    readOnly: [{ host: dir, box: '/prog' }],
    memoryKb: 512 * 1024,
    processes: 1,
  });
  const openMs = performance.now() - t0;
  const boxed: number[] = [];
  try {
    box.writeIo('in', '');
    for (let i = 0; i < RUNS; i++) {
      box.prepareOutput('out');
      box.prepareOutput('err');
      const s = performance.now();
      const stats = await box.run({
        argv: ['/prog/main'],
        limits: LIMITS,
        memoryMode: 'as',
        stdin: '/io/in',
        stdout: '/io/out',
        stderr: '/io/err',
      });
      boxed.push(performance.now() - s);
      if (stats.exitCode !== 0) throw new Error(`沙箱中的空程序退出码 ${stats.exitCode}`);
    }
  } finally {
    await box.close();
  }
  return {
    bareP50: ms(percentile(bare, 50)),
    bareP95: ms(percentile(bare, 95)),
    boxP50: ms(percentile(boxed, 50)),
    boxP95: ms(percentile(boxed, 95)),
    openMs: ms(openMs),
  };
}

/** A busy loop that stops after one second of its own CPU time: the sandbox's figure against its own. */
async function cpuError(env: SandboxEnv) {
  const dir = await gcc('busy', BUSY_C);
  const box = await Box.open(env, {
    readOnly: [{ host: dir, box: '/prog' }],
    memoryKb: 512 * 1024,
    processes: 1,
  });
  const errors: number[] = [];
  try {
    box.writeIo('in', '');
    for (let i = 0; i < 5; i++) {
      box.prepareOutput('out');
      box.prepareOutput('err');
      const stats = await box.run({
        argv: ['/prog/main'],
        limits: { ...LIMITS, cpuMs: 3000 },
        memoryMode: 'as',
        stdin: '/io/in',
        stdout: '/io/out',
        stderr: '/io/err',
      });
      const own = Number(fs.readFileSync(path.join(box.ioDir, 'out'), 'utf8')) / 1000;
      errors.push(Math.abs(stats.cpuMs - own));
    }
  } finally {
    await box.close();
  }
  return { mean: ms(errors.reduce((a, b) => a + b, 0) / errors.length), max: ms(Math.max(...errors)) };
}

async function judgeOnce(engine: JudgeEngine, language: string, code: string) {
  const t0 = performance.now();
  const r = await engine.judge({ language, code, cases: judgeCases(), timeMs: 1000, memoryMb: 256 });
  if (r.verdict !== 'AC') throw new Error(`${language} A+B 未通过：${r.verdict} ${r.compileMessage}`);
  return performance.now() - t0;
}

/** The same submission without a sandbox: compile on the host, run each case, compare. */
async function bareOnce(language: 'cpp17' | 'python3', code: string, n: number) {
  const dir = path.join(work, `bare-${language}-${n}`);
  fs.mkdirSync(dir, { recursive: true });
  let argv: string;
  if (language === 'cpp17') {
    fs.writeFileSync(path.join(dir, 'main.cpp'), code);
    await exec('g++', ['-std=c++17', '-O2', '-pipe', '-o', 'main', 'main.cpp', '-lm'], { cwd: dir });
    argv = path.join(dir, 'main');
  } else {
    fs.writeFileSync(path.join(dir, 'main.py'), `#!/usr/bin/python3\n${code}`, { mode: 0o755 });
    await exec('python3', ['-m', 'py_compile', 'main.py'], { cwd: dir, env: CLEAN_ENV });
    argv = path.join(dir, 'main.py');
  }
  for (const c of CASES) {
    const { stdout } = await runBare(argv, `${c.a} ${c.b}\n`);
    if (stdout.trim() !== String(c.a + c.b)) throw new Error('裸运行答案错误');
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

/** Submissions per minute with `jobs` concurrent loops, each submission a fresh (uncached) program. */
async function throughput(submitOne: (n: number) => Promise<unknown>, jobs: number) {
  let n = 0;
  let done = 0;
  const end = performance.now() + WINDOW_MS;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: jobs }, async () => {
      while (performance.now() < end) {
        await submitOne(++n);
        done++;
      }
    }),
  );
  return Math.round((done / (performance.now() - t0)) * 60_000);
}

async function main(): Promise<string> {
  const lines = ['## 判题', ''];
  const root = path.join(work, 'judge');
  const { env, report } = await probeSandbox(root, COMPILE_LIMITS);
  if (!env) {
    lines.push(`判题沙箱不可用（${report.reason}），本节跳过。`, '');
    return lines.join('\n');
  }
  const o = await overhead(env);
  const cpu = await cpuError(env);
  const engine = await JudgeEngine.create(root);
  const e2e: string[] = [];
  for (const [language, code] of [
    ['cpp17', AB_CPP],
    ['python3', AB_PY],
  ] as const) {
    const cold = await judgeOnce(engine, language, code(0));
    const warm = await judgeOnce(engine, language, code(0));
    e2e.push(`| ${language} | ${Math.round(cold)} ms | ${Math.round(warm)} ms |`);
  }
  const rates: string[] = [];
  for (const language of ['cpp17', 'python3'] as const) {
    const code = language === 'cpp17' ? AB_CPP : AB_PY;
    const seed = Date.now();
    const boxed = await throughput((n) => judgeOnce(engine, language, code(seed + n)), 2);
    const bare = await throughput((n) => bareOnce(language, code(seed + n), n), 2);
    rates.push(`| ${language} | ${boxed} | ${bare} | ${Math.round((boxed / bare) * 100)}% |`);
  }
  const cores = os.cpus().length;
  lines.push(
    `由 \`npm run bench\` 生成（${new Date().toISOString().slice(0, 10)}，${cores} 核）。沙箱：${report.cgroup === 'none' ? '无 cgroup' : `cgroup ${report.cgroup}`}，${report.runAs}。`,
    '',
    `空 C 程序各运行 ${RUNS} 次。沙箱内为在已打开的盒子里再运行一次（评测时一个提交复用一个盒子），计时从 Node 发出请求到收到测量结果：`,
    '',
    '| | 中位数 | p95 |',
    '|---|---:|---:|',
    `| 裸运行（C 程序 fork + exec + wait） | ${o.bareP50} ms | ${o.bareP95} ms |`,
    `| 沙箱内运行 | ${o.boxP50} ms | ${o.boxP95} ms |`,
    `| 每次运行的额外开销 | ${ms(o.boxP50 - o.bareP50)} ms | ${ms(o.boxP95 - o.bareP95)} ms |`,
    '',
    `打开一个盒子（bubblewrap 命名空间，每个提交一次）：${o.openMs} ms。`,
    '',
    `1 秒忙循环的 CPU 时间误差（沙箱测得与程序自测之差，5 次）：平均 ${cpu.mean} ms，最大 ${cpu.max} ms。`,
    '',
    '10 个测试点的 A+B 提交，从提交到全部判完（首次含编译；再次为编译缓存命中）：',
    '',
    '| 语言 | 首次 | 再次 |',
    '|---|---:|---:|',
    ...e2e,
    '',
    `吞吐：2 个并发评测任务，每次提交的代码都不同（每次都编译），各压 ${WINDOW_MS / 1000} 秒：`,
    '',
    '| 语言 | 沙箱（提交/分钟） | 裸运行（提交/分钟） | 占裸运行 |',
    '|---|---:|---:|---:|',
    ...rates,
    '',
    '目标：每个测试点的沙箱开销中位数低于 5 ms，CPU 时间误差低于 20 ms，吞吐不低于裸运行的 70%。',
    '',
  );
  return lines.join('\n');
}

try {
  const section = await main();
  const file = 'docs/benchmarks.md';
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# 性能基准\n';
  const at = current.indexOf('## 判题');
  const kept = (at >= 0 ? current.slice(0, at) : current).trimEnd();
  fs.writeFileSync(file, `${kept}\n\n${section}`);
  console.log(section);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

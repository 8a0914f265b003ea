import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PoolLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** The script a child runs and the Node options it needs. */
export interface WorkerEntry {
  script: string;
  execArgv: string[];
}

/** The judge worker entry beside this code: the bundle in production, the TypeScript source under tsx. */
export function judgeWorkerEntry(): WorkerEntry {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts'))
    return {
      script: path.resolve(path.dirname(here), '../../judge-worker.ts'),
      execArgv: ['--import', 'tsx'],
    };
  return { script: path.join(path.dirname(here), 'judge-worker.js'), execArgv: ['--enable-source-maps'] };
}

export interface WorkerPoolOptions {
  size: number;
  log: PoolLogger;
  entry?: WorkerEntry;
  /** Environment of the children; this process's by default. */
  env?: NodeJS.ProcessEnv;
  /** Wait before restarting a crashed child; doubles with each quick crash up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A child that ran this long was healthy: after its crash the wait starts small again. */
  healthyAfterMs?: number;
  /** On stop, SIGTERM lets a child finish its job; after this long it gets SIGKILL. */
  stopTimeoutMs?: number;
}

interface Slot {
  index: number;
  child: ChildProcess | null;
  /** The child said it claims jobs (it sends `ready` once its queue runs). */
  ready: boolean;
  startedAt: number;
  delay: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Keeps `size` judge worker processes running: forks them, restarts one that dies (with a growing
 * pause, so a child that cannot start does not spin), and stops them all on shutdown.
 */
export class JudgeWorkerPool {
  private readonly slots: Slot[];
  private readonly entry: WorkerEntry;
  private readonly firstDelay: number;
  private stopping = false;

  constructor(private readonly opts: WorkerPoolOptions) {
    this.entry = opts.entry ?? judgeWorkerEntry();
    this.firstDelay = opts.restartDelayMs ?? 1000;
    this.slots = Array.from({ length: opts.size }, (_, index) => ({
      index,
      child: null,
      ready: false,
      startedAt: 0,
      delay: this.firstDelay,
      timer: null,
    }));
  }

  start() {
    this.stopping = false;
    for (const slot of this.slots) if (!slot.child && !slot.timer) this.spawn(slot);
  }

  /** Process ids of the children that are claiming jobs. */
  readyPids(): number[] {
    return this.slots.flatMap((s) => (s.ready && s.child?.pid ? [s.child.pid] : []));
  }

  private spawn(slot: Slot) {
    slot.timer = null;
    const child = fork(this.entry.script, ['--child', String(slot.index)], {
      execArgv: this.entry.execArgv,
      env: this.opts.env ?? process.env,
    });
    slot.child = child;
    slot.ready = false;
    slot.startedAt = Date.now();
    child.on('message', (m) => {
      if (m === 'ready' && slot.child === child) slot.ready = true;
    });
    child.on('error', (err) => this.opts.log.error(`判题进程 ${child.pid ?? '?'} 出错：${err.message}`));
    child.once('exit', (code, signal) => this.exited(slot, child, code, signal));
  }

  private exited(slot: Slot, child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (slot.child !== child) return;
    slot.child = null;
    slot.ready = false;
    if (this.stopping) return;
    const max = this.opts.maxRestartDelayMs ?? 30_000;
    if (Date.now() - slot.startedAt >= (this.opts.healthyAfterMs ?? 60_000)) slot.delay = this.firstDelay;
    const how = signal ? `被信号 ${signal} 终止` : `退出码 ${code}`;
    this.opts.log.warn(
      `判题进程 ${child.pid} 意外退出（${how}），${(slot.delay / 1000).toFixed(1)} 秒后重启；它未完成的任务在租约到期后由其他判题进程接手`,
    );
    slot.timer = setTimeout(() => this.spawn(slot), slot.delay);
    slot.delay = Math.min(slot.delay * 2, max);
  }

  /** SIGTERM to every child, SIGKILL to those still running after the timeout; resolves when all exited. */
  async stop() {
    this.stopping = true;
    const timeout = this.opts.stopTimeoutMs ?? 10_000;
    await Promise.all(
      this.slots.map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = null;
        const child = slot.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return undefined;
        return new Promise<void>((resolve) => {
          const kill = setTimeout(() => {
            this.opts.log.warn(`判题进程 ${child.pid} 未在 ${timeout} 毫秒内退出，强制结束`);
            child.kill('SIGKILL');
          }, timeout);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }),
    );
  }
}

import { tooMany } from '../../platform/http/errors.ts';

/** What a self-test answers when every sandbox slot and every waiting place is taken. */
export const JUDGE_BUSY_MESSAGE = '评测繁忙，请稍后再试';

export interface SelfTestGateOptions {
  /** Self-tests running at once on this process (each box may hold 512 MB). */
  max: number;
  /** Callers allowed to wait for a slot; the next one is turned away at once. Defaults to `max`. */
  queue?: number;
  /** How long a waiting caller waits before it is turned away (ms). */
  waitMs?: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * A global cap on concurrent self-test sandboxes. The per-user limit (10 a minute) alone lets a class
 * start hundreds of boxes at once; this lets `max` run, keeps a short first-in-first-out line, and answers
 * 429 "评测繁忙" to anybody beyond it instead of starting a box the machine cannot afford.
 */
export class SelfTestGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly max: number;
  private readonly queue: number;
  private readonly waitMs: number;

  constructor(opts: SelfTestGateOptions) {
    this.max = Math.max(1, opts.max);
    this.queue = Math.max(0, opts.queue ?? opts.max);
    this.waitMs = opts.waitMs ?? 10_000;
  }

  /** Running and waiting self-tests, for tests and the log. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `task` once a slot is free; throws 429 when the line is full or the wait runs out. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.max) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) return Promise.reject(tooMany(JUDGE_BUSY_MESSAGE));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The slot passes straight from the releasing task to the waiter: `running` stays counted.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(tooMany(JUDGE_BUSY_MESSAGE));
        }, this.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next.start();
    else this.running--;
  }
}

/**
 * The exam's save queue: never lose an answer.
 *
 * - Every change is kept per question; after a quiet spell (`debounceMs`) the question becomes due.
 * - Due questions are saved one request at a time, in the order they became due, so an older value
 *   can never overwrite a newer one on the server. The value sent is always the latest one.
 * - A failed save is retried with exponential backoff (`baseRetryMs` doubling up to `maxRetryMs`);
 *   the failing question stays at the head of the line so the order holds.
 * - Until the server confirms it, every pending answer is also written to storage under the attempt;
 *   after a reload `restore()` puts them back in the line (and hands them to the page to show).
 * - A refusal that no retry can fix (`isPermanent`) keeps the answer in storage and stops retrying it.
 */

export interface AnswerValue {
  answer: string;
  /** Programming answers: the language of the code. */
  language?: string;
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SaveOutcome {
  savedAtMs: number;
  savedAt?: string;
}

export type SaveFn = (questionId: string, value: AnswerValue) => Promise<SaveOutcome>;

export type QueuePhase = 'saved' | 'pending' | 'saving' | 'retrying' | 'failed';

export interface QueueStatus {
  phase: QueuePhase;
  /** Questions whose latest value the server has not confirmed. */
  pending: number;
  /** Server time of the last confirmed save. */
  lastSavedAtMs: number | null;
  lastSavedAt: string | null;
  /** When the next retry runs (local clock), while retrying. */
  nextRetryAt: number | null;
  /** Consecutive failures of the question at the head of the line. */
  failures: number;
  /** The last error's message. */
  error: string | null;
}

export interface AnswerQueueOptions {
  userPaperId: string;
  save: SaveFn;
  storage?: StorageLike | null;
  debounceMs?: number;
  baseRetryMs?: number;
  maxRetryMs?: number;
  /** Errors no retry can fix (the answer is refused); others (network, 5xx) are retried. */
  isPermanent?: (error: unknown) => boolean;
  onStatus?: (status: QueueStatus) => void;
}

interface Entry {
  value: AnswerValue;
  version: number;
  /** Refused for good: kept, but not sent again until it changes. */
  refused: boolean;
  /** The server's reason for the refusal. */
  reason?: string;
}

const STORAGE_PREFIX = 'ck-exam-pending:';

export const pendingStorageKey = (userPaperId: string) => `${STORAGE_PREFIX}${userPaperId}`;

/** Delay before retry number `failures` (1-based): base, 2×base, 4×base … capped. */
export function backoffDelay(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : '保存失败');

export class AnswerQueue {
  private readonly opts: Required<Omit<AnswerQueueOptions, 'storage' | 'onStatus'>> &
    Pick<AnswerQueueOptions, 'storage' | 'onStatus'>;
  private readonly entries = new Map<string, Entry>();
  private readonly debounces = new Map<string, ReturnType<typeof setTimeout>>();
  /** Questions due for saving, oldest first. */
  private readonly line: string[] = [];
  private version = 0;
  private running = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private nextRetryAt: number | null = null;
  private error: string | null = null;
  private lastSavedAtMs: number | null = null;
  private lastSavedAt: string | null = null;
  private disposed = false;
  private waiters: (() => void)[] = [];

  constructor(options: AnswerQueueOptions) {
    this.opts = {
      debounceMs: 800,
      baseRetryMs: 1000,
      maxRetryMs: 30_000,
      isPermanent: () => false,
      ...options,
    };
  }

  /** Records a change; it is saved after the debounce. */
  set(questionId: string, value: AnswerValue): void {
    if (this.disposed) return;
    this.version += 1;
    this.entries.set(questionId, { value: { ...value }, version: this.version, refused: false });
    this.persist();
    const old = this.debounces.get(questionId);
    if (old) clearTimeout(old);
    this.debounces.set(
      questionId,
      setTimeout(() => {
        this.debounces.delete(questionId);
        this.enqueue(questionId);
        this.pump();
      }, this.opts.debounceMs),
    );
    this.emit();
  }

  /**
   * Puts the answers left in storage by an earlier page back in the line (due at once) and returns
   * them, so the page shows them over the server's copy.
   */
  restore(): Record<string, AnswerValue> {
    const stored = this.readStorage();
    for (const [questionId, value] of Object.entries(stored)) {
      if (this.entries.has(questionId)) continue;
      this.version += 1;
      this.entries.set(questionId, { value, version: this.version, refused: false });
      this.enqueue(questionId);
    }
    this.emit();
    this.pump();
    return stored;
  }

  /** Sends everything now; resolves true once nothing is pending, false as soon as a save fails. */
  flush(): Promise<boolean> {
    for (const [questionId, timer] of this.debounces) {
      clearTimeout(timer);
      this.enqueue(questionId);
    }
    this.debounces.clear();
    for (const [questionId, entry] of this.entries) {
      entry.refused = false;
      this.enqueue(questionId);
    }
    if (this.entries.size === 0) return Promise.resolve(true);
    const failuresBefore = this.failures;
    this.retryNow();
    return new Promise<boolean>((resolve) => {
      const check = () => {
        if (this.entries.size === 0) return resolve(true);
        if (this.failures > failuresBefore || this.disposed) return resolve(false);
        this.waiters.push(check);
      };
      this.waiters.push(check);
    });
  }

  /** Skips the backoff wait (the network is back, or the student pressed 重试). */
  retryNow(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.nextRetryAt = null;
    for (const [questionId, entry] of this.entries) {
      if (entry.refused) {
        entry.refused = false;
        this.enqueue(questionId);
      }
    }
    this.pump();
  }

  /** The latest value of a question not yet confirmed by the server. */
  pendingValue(questionId: string): AnswerValue | undefined {
    return this.entries.get(questionId)?.value;
  }

  hasPending(): boolean {
    return this.entries.size > 0;
  }

  status(): QueueStatus {
    const refusedOnly = [...this.entries.values()].every((e) => e.refused);
    let phase: QueuePhase = 'saved';
    if (this.entries.size > 0) {
      if (refusedOnly) phase = 'failed';
      else if (this.nextRetryAt !== null) phase = 'retrying';
      else if (this.running) phase = 'saving';
      else phase = 'pending';
    }
    return {
      phase,
      pending: this.entries.size,
      lastSavedAtMs: this.lastSavedAtMs,
      lastSavedAt: this.lastSavedAt,
      nextRetryAt: this.nextRetryAt,
      failures: this.failures,
      error: this.error ?? [...this.entries.values()].find((e) => e.refused)?.reason ?? null,
    };
  }

  /** Stops timers; what is pending stays in storage for the next page. */
  dispose(): void {
    this.disposed = true;
    for (const timer of this.debounces.values()) clearTimeout(timer);
    this.debounces.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.wake();
  }

  /** A question changed while its save was in flight: back in line unless its debounce will do it. */
  private requeueIfIdle(questionId: string) {
    const entry = this.entries.get(questionId);
    if (entry && !entry.refused && !this.debounces.has(questionId)) this.enqueue(questionId);
  }

  private enqueue(questionId: string) {
    if (this.entries.has(questionId) && !this.line.includes(questionId)) this.line.push(questionId);
  }

  private async pump(): Promise<void> {
    if (this.running || this.retryTimer || this.disposed) return;
    this.running = true;
    this.emit();
    try {
      while (this.line.length > 0 && !this.disposed) {
        const questionId = this.line[0];
        const entry = this.entries.get(questionId);
        if (!entry || entry.refused) {
          this.line.shift();
          continue;
        }
        const sent = entry.version;
        try {
          const outcome = await this.opts.save(questionId, entry.value);
          this.failures = 0;
          this.error = null;
          this.lastSavedAtMs = outcome.savedAtMs;
          this.lastSavedAt = outcome.savedAt ?? null;
          this.line.shift();
          // A newer change made while this one was in flight stays pending (its own debounce runs).
          if (this.entries.get(questionId)?.version === sent) {
            this.entries.delete(questionId);
            this.persist();
          } else this.requeueIfIdle(questionId);
        } catch (e) {
          this.error = errorText(e);
          if (this.opts.isPermanent(e)) {
            const current = this.entries.get(questionId);
            if (current?.version === sent) {
              current.refused = true;
              current.reason = this.error;
            }
            this.line.shift();
            this.requeueIfIdle(questionId);
            this.failures += 1;
            this.wake();
            continue;
          }
          this.failures += 1;
          const delay = backoffDelay(this.failures, this.opts.baseRetryMs, this.opts.maxRetryMs);
          this.nextRetryAt = Date.now() + delay;
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.nextRetryAt = null;
            this.pump();
          }, delay);
          break;
        }
        this.wake();
      }
    } finally {
      this.running = false;
      this.emit();
      this.wake();
    }
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const check of waiting) check();
  }

  private emit() {
    // A disposed queue's late answers must not overwrite the status its successor shows.
    if (this.disposed) return;
    this.opts.onStatus?.(this.status());
  }

  private readStorage(): Record<string, AnswerValue> {
    const raw = this.safeStorage(() => this.opts.storage?.getItem(pendingStorageKey(this.opts.userPaperId)));
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object') return {};
      const out: Record<string, AnswerValue> = {};
      for (const [questionId, v] of Object.entries(parsed as Record<string, unknown>)) {
        const value = v as Partial<AnswerValue> | null;
        if (value && typeof value.answer === 'string') {
          out[questionId] =
            typeof value.language === 'string'
              ? { answer: value.answer, language: value.language }
              : { answer: value.answer };
        }
      }
      return out;
    } catch {
      return {};
    }
  }

  private persist() {
    // A disposed queue (the page left, or React re-mounted it) must not overwrite its successor's copy.
    if (this.disposed) return;
    const key = pendingStorageKey(this.opts.userPaperId);
    const storage = this.opts.storage;
    if (!storage) return;
    this.safeStorage(() => {
      if (this.entries.size === 0) storage.removeItem(key);
      else {
        const data: Record<string, AnswerValue> = {};
        for (const [questionId, entry] of this.entries) data[questionId] = entry.value;
        storage.setItem(key, JSON.stringify(data));
      }
      return null;
    });
  }

  private safeStorage<T>(fn: () => T): T | null {
    try {
      return fn();
    } catch {
      // Storage full or blocked (private mode): the in-memory line still saves.
      return null;
    }
  }
}

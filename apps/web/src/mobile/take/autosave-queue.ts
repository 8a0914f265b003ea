export type SaveState = 'saved' | 'saving' | 'offline';
export type AnswerSheet = Record<string, string>;

export interface AutosaveOptions {
  /** Sends the whole sheet with its sequence number; throws when the save did not arrive. */
  send: (answers: AnswerSheet, seq: number) => Promise<void>;
  /** The last sequence number the server acknowledged; every save goes above it. */
  startSeq: number;
  onState: (state: SaveState) => void;
  /** A failure that retrying cannot fix (the attempt was finished elsewhere): stops the queue. */
  isFatal?: (error: unknown) => boolean;
  onFatal?: (error: unknown) => void;
  debounceMs?: number;
  /** Wait before the n-th retry in a row (1-based). */
  retryDelayMs?: (attempt: number) => number;
}

const defaultRetry = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 15_000);

/**
 * Autosave of an answer sheet. Changes are debounced; one save is in flight at a time, so saves reach
 * the server in the order of their rising `seq`; a failed save is retried (with the newest sheet and a
 * new, higher `seq`) until it arrives. The server ignores a lower `seq`, so a late duplicate cannot
 * overwrite newer answers.
 */
export class AutosaveQueue {
  private latest: AnswerSheet | null = null;
  private seq: number;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private readonly o: Required<Omit<AutosaveOptions, 'onFatal'>> & Pick<AutosaveOptions, 'onFatal'>;

  constructor(options: AutosaveOptions) {
    this.o = {
      ...options,
      isFatal: options.isFatal ?? (() => false),
      debounceMs: options.debounceMs ?? 800,
      retryDelayMs: options.retryDelayMs ?? defaultRetry,
    };
    this.seq = options.startSeq;
  }

  /** The sequence number of the most recent save sent. */
  get lastSeq(): number {
    return this.seq;
  }

  get pending(): boolean {
    return this.latest !== null || this.inFlight !== null;
  }

  update(answers: AnswerSheet): void {
    if (this.stopped) return;
    this.latest = { ...answers };
    if (this.failures === 0) this.o.onState('saving');
    this.arm(this.failures > 0 ? this.o.retryDelayMs(this.failures) : this.o.debounceMs);
  }

  /** Sends what is waiting now; resolves once everything is saved, rejects if the next save fails. */
  flush(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.arm(0);
    return done;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.pump();
    }, ms);
  }

  private async pump(): Promise<void> {
    if (this.stopped || this.inFlight || this.latest === null) return;
    const sheet = this.latest;
    this.latest = null;
    this.seq += 1;
    const seq = this.seq;
    this.o.onState('saving');
    this.inFlight = this.o.send(sheet, seq);
    try {
      await this.inFlight;
      this.failures = 0;
    } catch (error) {
      this.inFlight = null;
      if (this.o.isFatal(error)) {
        this.stop();
        this.settle(error);
        this.o.onFatal?.(error);
        return;
      }
      // Keep the newest sheet: a change made meanwhile is newer than the one that failed.
      this.latest ??= sheet;
      this.failures += 1;
      this.o.onState('offline');
      this.settle(error);
      this.arm(this.o.retryDelayMs(this.failures));
      return;
    }
    this.inFlight = null;
    if (this.latest !== null) {
      this.arm(this.waiters.length ? 0 : this.o.debounceMs);
      return;
    }
    this.o.onState('saved');
    this.settle();
  }

  private settle(error?: unknown) {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) error === undefined ? w.resolve() : w.reject(error);
  }
}

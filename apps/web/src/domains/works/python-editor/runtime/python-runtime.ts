import {
  CTRL,
  CTRL_WORDS,
  type FromWorker,
  type RunError,
  type RunEvent,
  STDIN_BYTES,
  type ToWorker,
} from './protocol.ts';

/** Where the build puts the self-hosted Pyodide (apps/web/build/pyodide-assets.ts). */
export const PYODIDE_BASE = '/pyodide/';
/** A program that does not stop within this long after 停止 loses its worker. */
const STOP_GRACE_MS = 1000;

export interface RuntimeHandlers {
  progress(percent: number, text: string): void;
  ready(version: string): void;
  failed(message: string): void;
  events(events: RunEvent[]): void;
  done(error: RunError | null): void;
}

/** True when SharedArrayBuffer works here: input() and 停止 without restarting need it. */
export const canShareMemory = () =>
  typeof SharedArrayBuffer !== 'undefined' &&
  (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;

/**
 * CPython in a Web Worker: one program at a time. 停止 raises KeyboardInterrupt through Pyodide's
 * interrupt buffer; a program stuck where Python cannot see it is ended by replacing the worker.
 */
export class PythonRuntime {
  private worker: Worker | null = null;
  private control: Int32Array | null = null;
  private stdin: Uint8Array | null = null;
  private interrupt: Uint8Array | null = null;
  private running = false;
  private stopTimer: number | undefined;

  constructor(private readonly handlers: RuntimeHandlers) {}

  start() {
    const worker = new Worker(new URL('./python-worker.ts', import.meta.url), {
      type: 'module',
      name: 'python',
    });
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(worker, event.data);
    worker.onerror = (event) => {
      if (worker === this.worker) this.handlers.failed(event.message || 'Python 运行环境加载失败');
    };
    const message: ToWorker = { type: 'init', baseUrl: PYODIDE_BASE };
    if (canShareMemory()) {
      const control = new SharedArrayBuffer(CTRL_WORDS * 4);
      const stdin = new SharedArrayBuffer(STDIN_BYTES);
      const interrupt = new SharedArrayBuffer(1);
      this.control = new Int32Array(control);
      this.stdin = new Uint8Array(stdin);
      this.interrupt = new Uint8Array(interrupt);
      Object.assign(message, { control, stdin, interrupt });
    }
    worker.postMessage(message);
  }

  private receive(worker: Worker, message: FromWorker) {
    if (worker !== this.worker) return;
    switch (message.type) {
      case 'progress':
        this.handlers.progress(message.percent, message.text);
        return;
      case 'ready':
        this.handlers.progress(100, '');
        this.handlers.ready(message.version);
        return;
      case 'failed':
        this.handlers.failed(message.message);
        return;
      case 'events':
        this.handlers.events(message.events);
        return;
      case 'done':
        this.running = false;
        window.clearTimeout(this.stopTimer);
        this.handlers.done(message.error);
        return;
    }
  }

  run(code: string) {
    if (!this.worker || this.running) return;
    this.running = true;
    if (this.interrupt) this.interrupt[0] = 0;
    if (this.control) {
      Atomics.store(this.control, CTRL.consumed, 0);
      Atomics.store(this.control, CTRL.stdinState, 0);
    }
    this.worker.postMessage({ type: 'run', code } satisfies ToWorker);
  }

  /** The line the child typed for input(). */
  answer(line: string) {
    if (!this.control || !this.stdin) return;
    const bytes = new TextEncoder().encode(line).slice(0, STDIN_BYTES);
    this.stdin.set(bytes);
    Atomics.store(this.control, CTRL.stdinLength, bytes.length);
    Atomics.store(this.control, CTRL.stdinState, 1);
    Atomics.notify(this.control, CTRL.stdinState);
  }

  /** The page has played `count` more events: lets a program that is far ahead continue. */
  played(count: number) {
    if (!this.control || !count) return;
    Atomics.add(this.control, CTRL.consumed, count);
    Atomics.notify(this.control, CTRL.consumed);
  }

  get isRunning() {
    return this.running;
  }

  /** Interrupts the program; replaces the worker when it does not stop within a second. */
  stop() {
    if (!this.running) return;
    if (this.interrupt && this.control) {
      this.interrupt[0] = 2; // SIGINT
      Atomics.store(this.control, CTRL.stdinState, 2);
      Atomics.notify(this.control, CTRL.stdinState);
      Atomics.notify(this.control, CTRL.consumed);
      window.clearTimeout(this.stopTimer);
      this.stopTimer = window.setTimeout(() => this.restart(), STOP_GRACE_MS);
    } else {
      this.restart();
    }
  }

  private restart() {
    if (!this.running) return;
    this.running = false;
    this.worker?.terminate();
    this.worker = null;
    this.handlers.done({ kind: 'KeyboardInterrupt', line: null, text: '' });
    this.start();
  }

  dispose() {
    window.clearTimeout(this.stopTimer);
    this.worker?.terminate();
    this.worker = null;
    this.running = false;
  }
}

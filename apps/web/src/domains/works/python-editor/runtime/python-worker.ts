// The Pyodide worker: loads CPython from this site's /pyodide/, runs one program at a time and sends
// what it does to the page in ordered batches. input() and time.sleep block here (Atomics.wait) so
// the program reads like ordinary Python.
import { CTRL, type FromWorker, type RunError, type RunEvent, type ToWorker } from './protocol.ts';
import runnerSource from './runner.py?raw';
import turtleSource from './turtle.py?raw';

interface Pyodide {
  version: string;
  FS: { writeFile(path: string, data: string): void; mkdirTree(path: string): void };
  runPython(code: string): unknown;
  registerJsModule(name: string, module: object): void;
  setStdout(options: { write: (buffer: Uint8Array) => number }): void;
  setStderr(options: { write: (buffer: Uint8Array) => number }): void;
  setStdin(options: { stdin: () => string | null; isatty?: boolean }): void;
  setInterruptBuffer(buffer: Uint8Array): void;
  checkInterrupt(): void;
}
interface PyProxy {
  (code: string): unknown;
  toJs?: () => unknown;
}

const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);

/** The page may fall this many events behind before the program waits for it. */
const MAX_AHEAD = 2000;
const FLUSH_MS = 40;

let pyodide: Pyodide | null = null;
let runProgram: PyProxy | null = null;
let control: Int32Array | null = null;
let stdinBytes: Uint8Array | null = null;
let batch: RunEvent[] = [];
let sent = 0;
let lastFlush = 0;

function flush() {
  if (batch.length) {
    sent += batch.length;
    post({ type: 'events', events: batch });
    batch = [];
  }
  lastFlush = performance.now();
  waitForPage();
}

/** Keeps the program at most MAX_AHEAD events ahead of the page; stop still works while waiting. */
function waitForPage() {
  if (!control) return;
  while (sent - Atomics.load(control, CTRL.consumed) > MAX_AHEAD) {
    Atomics.wait(control, CTRL.consumed, Atomics.load(control, CTRL.consumed), 50);
    pyodide?.checkInterrupt();
  }
}

function emit(event: RunEvent) {
  batch.push(event);
  if (batch.length >= 500 || performance.now() - lastFlush > FLUSH_MS) flush();
}

function textWriter(kind: 'out' | 'err') {
  const decoder = new TextDecoder();
  return {
    write(buffer: Uint8Array) {
      const s = decoder.decode(buffer, { stream: true });
      if (s) emit({ k: kind, s });
      return buffer.length;
    },
  };
}

function readLine(): string | null {
  if (!control || !stdinBytes) {
    throw new Error('当前页面不支持 input()：请刷新页面后再试');
  }
  Atomics.store(control, CTRL.stdinState, 0);
  emit({ k: 'input' });
  flush();
  while (Atomics.load(control, CTRL.stdinState) === 0) {
    Atomics.wait(control, CTRL.stdinState, 0, 100);
    pyodide?.checkInterrupt();
  }
  const state = Atomics.load(control, CTRL.stdinState);
  Atomics.store(control, CTRL.stdinState, 0);
  if (state === 2) {
    pyodide?.checkInterrupt();
    return null;
  }
  const length = Atomics.load(control, CTRL.stdinLength);
  return `${new TextDecoder().decode(stdinBytes.slice(0, length))}\n`;
}

const bridge = {
  emit: (json: string) => emit({ k: 'turtle', json }),
  warn: (text: string) => emit({ k: 'err', s: `${text}\n` }),
  /** time.sleep: the page pauses when it gets there; the worker only waits for stop checks. */
  sleep: (seconds: number) => {
    emit({ k: 'sleep', ms: Math.min(seconds * 1000, 600_000) });
    pyodide?.checkInterrupt();
  },
};

async function init(message: Extract<ToWorker, { type: 'init' }>) {
  post({ type: 'progress', percent: 5, text: '正在下载 Python 运行环境…' });
  const { loadPyodide } = (await import(/* @vite-ignore */ `${message.baseUrl}pyodide.mjs`)) as {
    loadPyodide: (options: { indexURL: string; fullStdLib?: boolean }) => Promise<Pyodide>;
  };
  post({ type: 'progress', percent: 30, text: '正在启动 Python…' });
  const py = await loadPyodide({ indexURL: message.baseUrl });
  post({ type: 'progress', percent: 85, text: '正在准备海龟画图…' });
  if (message.control && message.stdin && message.interrupt) {
    control = new Int32Array(message.control);
    stdinBytes = new Uint8Array(message.stdin);
    py.setInterruptBuffer(new Uint8Array(message.interrupt));
  }
  py.setStdout(textWriter('out'));
  py.setStderr(textWriter('err'));
  py.setStdin({ stdin: readLine, isatty: false });
  py.registerJsModule('_ck_bridge', bridge);
  py.FS.mkdirTree('/home/pyodide/ck');
  py.FS.writeFile('/home/pyodide/ck/turtle.py', turtleSource);
  py.FS.writeFile('/home/pyodide/ck/_ck_runner.py', runnerSource);
  py.runPython("import sys\nsys.path.insert(0, '/home/pyodide/ck')\nimport _ck_runner");
  runProgram = py.runPython('_ck_runner.run') as PyProxy;
  pyodide = py;
  post({ type: 'ready', version: py.version });
}

function run(code: string) {
  if (!pyodide || !runProgram) return;
  batch = [];
  sent = 0;
  if (control) Atomics.store(control, CTRL.consumed, 0);
  lastFlush = performance.now();
  let error: RunError | null = null;
  try {
    const result = runProgram(code) as (PyProxy & { destroy?: () => void }) | undefined;
    const value = result?.toJs ? (result.toJs() as [string, number | null, string]) : null;
    result?.destroy?.();
    if (value) error = { kind: value[0], line: value[1] ?? null, text: value[2] };
  } catch (cause) {
    error = { kind: 'InternalError', line: null, text: String(cause) };
  }
  const rest = batch;
  batch = [];
  if (rest.length) post({ type: 'events', events: rest });
  post({ type: 'done', error });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init')
    init(message).catch((cause: unknown) => post({ type: 'failed', message: String(cause) }));
  else run(message.code);
};

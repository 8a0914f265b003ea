/** Messages between the Python editor page and its Pyodide worker. */

/** Control words in the shared buffer (Int32 indexes). */
export const CTRL = {
  /** 0 idle, 1 a line of input is ready, 2 the wait for input was cancelled (stop). */
  stdinState: 0,
  stdinLength: 1,
  /** Events the page has played so far: the worker waits when it is too far ahead. */
  consumed: 2,
  /** Never written: the worker sleeps on it. */
  sleeper: 3,
} as const;
export const CTRL_WORDS = 4;
/** Bytes for one line of input. */
export const STDIN_BYTES = 64 * 1024;

/** Something the program did, played in order by the page (output, drawing, pauses, input). */
export type RunEvent =
  | { k: 'out'; s: string }
  | { k: 'err'; s: string }
  | { k: 'input' }
  | { k: 'sleep'; ms: number }
  /** A drawing event of the turtle module, as JSON (see turtle-events.ts). */
  | { k: 'turtle'; json: string };

export interface RunError {
  kind: string;
  line: number | null;
  text: string;
}

export type ToWorker =
  | {
      type: 'init';
      baseUrl: string;
      /** Int32 control words + the input bytes; absent without cross-origin isolation. */
      control?: SharedArrayBuffer;
      stdin?: SharedArrayBuffer;
      interrupt?: SharedArrayBuffer;
    }
  | { type: 'run'; code: string };

export type FromWorker =
  | { type: 'progress'; percent: number; text: string }
  | { type: 'ready'; version: string }
  | { type: 'failed'; message: string }
  | { type: 'events'; events: RunEvent[] }
  | { type: 'done'; error: RunError | null };

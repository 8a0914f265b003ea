import type { SocketLike } from '../../notice/notice-socket.ts';

/**
 * Live board refresh. The server pushes `{cmd: 'contestBoard', contestId, groupId}` to the whole tenant
 * after a board changed (never board data: each viewer refetches its own projection).
 */
export function isBoardFrame(data: unknown, contestId: string, groupId: string | undefined): boolean {
  if (typeof data !== 'string' || !data.startsWith('{')) return false;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return false;
  }
  if (typeof frame !== 'object' || frame === null) return false;
  const f = frame as Record<string, unknown>;
  if (f.cmd !== 'contestBoard' || f.contestId !== contestId) return false;
  // A frame without a group (e.g. an unfreeze of the whole contest) concerns every group.
  return !f.groupId || !groupId || f.groupId === groupId;
}

/**
 * Wraps a socket so that every incoming frame is also handed to `onData`. The notice socket keeps its
 * heartbeat, silence watchdog and reconnects; only the frames are read here.
 */
export function tapFrames(inner: SocketLike, onData: (data: unknown) => void): SocketLike {
  return {
    get readyState() {
      return inner.readyState;
    },
    get onopen() {
      return inner.onopen;
    },
    set onopen(handler) {
      inner.onopen = handler;
    },
    get onmessage() {
      return inner.onmessage;
    },
    set onmessage(handler) {
      inner.onmessage = handler
        ? (ev) => {
            onData(ev.data);
            handler(ev);
          }
        : null;
    },
    get onerror() {
      return inner.onerror;
    },
    set onerror(handler) {
      inner.onerror = handler;
    },
    get onclose() {
      return inner.onclose;
    },
    set onclose(handler) {
      inner.onclose = handler;
    },
    send: (data) => inner.send(data),
    close: () => inner.close(),
  };
}

export interface ThrottleClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

/**
 * Runs `fn` at most once per `waitMs`: a call inside the wait is deferred to its end, and any number of
 * calls meanwhile collapse into that one. A busy contest pushes several frames a second; refetching the
 * board for each would cancel and restart the same request over and over.
 */
export function createThrottle(fn: () => void, waitMs: number, clock: ThrottleClock) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: number | null = null;
  const run = () => {
    timer = null;
    last = clock.now();
    fn();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = last + waitMs - clock.now();
      if (wait <= 0) run();
      else timer = clock.setTimeout(run, wait);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}

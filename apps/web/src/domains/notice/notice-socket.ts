/** Timings of SPEC §4/§9: heartbeat, silence that means a dead socket, reconnect delay. */
export const HEARTBEAT_MS = 10_000;
export const SILENCE_MS = 20_000;
export const RECONNECT_MS = 5_000;

export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface NoticeSocketOptions {
  url: () => string;
  /** Called for `topic` and `user` frames: reload the notices. */
  onNotice: () => void;
  /** Healthy (open and answering) or not; the poller slows down while healthy. */
  onHealth: (healthy: boolean) => void;
  create?: (url: string) => SocketLike;
  timers?: {
    setTimeout: (fn: () => void, ms: number) => number;
    clearTimeout: (id: number) => void;
    setInterval: (fn: () => void, ms: number) => number;
    clearInterval: (id: number) => void;
  };
}

const OPEN = 1;

/**
 * The notice websocket: sends a heartbeat, treats 20 s without any frame as dead, reconnects 5 s after
 * an error or close, and reports `topic`/`user` frames. Browser timers and WebSocket by default.
 */
export class NoticeSocket {
  private socket: SocketLike | null = null;
  private heartbeat: number | null = null;
  private watchdog: number | null = null;
  private retry: number | null = null;
  private stopped = false;
  private readonly create: (url: string) => SocketLike;
  private readonly timers: NonNullable<NoticeSocketOptions['timers']>;

  constructor(private readonly opts: NoticeSocketOptions) {
    this.create = opts.create ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.timers = opts.timers ?? {
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id),
    };
  }

  start() {
    this.stopped = false;
    this.connect();
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
    this.opts.onHealth(false);
  }

  private connect() {
    if (this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.create(this.opts.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.opts.onHealth(true);
      this.heartbeat = this.timers.setInterval(() => {
        if (socket.readyState === OPEN) socket.send('HeartBeat');
      }, HEARTBEAT_MS);
      this.armWatchdog(socket);
    };
    socket.onmessage = (ev) => {
      this.armWatchdog(socket);
      const frame = parseFrame(ev.data);
      if (frame?.cmd === 'topic' || frame?.cmd === 'user') this.opts.onNotice();
    };
    socket.onerror = () => this.drop(socket);
    socket.onclose = () => this.drop(socket);
  }

  /** Any frame proves the socket alive; silence for 20 s ends it. */
  private armWatchdog(socket: SocketLike) {
    if (this.watchdog !== null) this.timers.clearTimeout(this.watchdog);
    this.watchdog = this.timers.setTimeout(() => this.drop(socket), SILENCE_MS);
  }

  private drop(socket: SocketLike) {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    socket.onclose = null;
    socket.onerror = null;
    socket.onmessage = null;
    try {
      socket.close();
    } catch {
      // already closed
    }
    this.opts.onHealth(false);
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped || this.retry !== null) return;
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      this.connect();
    }, RECONNECT_MS);
  }

  private clearTimers() {
    if (this.heartbeat !== null) this.timers.clearInterval(this.heartbeat);
    if (this.watchdog !== null) this.timers.clearTimeout(this.watchdog);
    this.heartbeat = null;
    this.watchdog = null;
  }
}

export function parseFrame(data: unknown): { cmd?: string; msgId?: string; msgTxt?: string } | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as { cmd?: string }) : null;
  } catch {
    return null;
  }
}

/** `ws(s)://<host>/websocket/<userId>?token=...` on the page's own origin (the dev server proxies it). */
export function noticeSocketUrl(userId: string, token: string, location: { protocol: string; host: string }) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/websocket/${encodeURIComponent(userId)}?token=${encodeURIComponent(token)}`;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticeSocket, noticeSocketUrl, RECONNECT_MS, SILENCE_MS, type SocketLike } from './notice-socket.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(data: string) {
    this.onmessage?.({ data });
  }
}

let sockets: FakeSocket[];
let notices: number;
let health: boolean[];
let client: NoticeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  notices = 0;
  health = [];
  client = new NoticeSocket({
    url: () => 'ws://x/websocket/u1?token=t',
    onNotice: () => notices++,
    onHealth: (h) => health.push(h),
    create: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id) => clearTimeout(id),
      setInterval: (fn, ms) => setInterval(fn, ms) as unknown as number,
      clearInterval: (id) => clearInterval(id),
    },
  });
  client.start();
});
afterEach(() => {
  client.stop();
  vi.useRealTimers();
});

describe('NoticeSocket', () => {
  it('sends heartbeats while open and reports healthy', () => {
    sockets[0].open();
    expect(health).toEqual([true]);
    vi.advanceTimersByTime(10_000);
    sockets[0].receive('{"cmd":"heartcheck","msgTxt":"心跳响应"}');
    vi.advanceTimersByTime(10_000);
    expect(sockets[0].sent).toEqual(['HeartBeat', 'HeartBeat']);
    expect(sockets).toHaveLength(1);
  });

  it('reloads notices on topic and user frames only', () => {
    sockets[0].open();
    sockets[0].receive('{"cmd":"topic","msgId":"1","msgTxt":"a"}');
    sockets[0].receive('{"cmd":"user","msgId":"2","msgTxt":"b"}');
    sockets[0].receive('{"cmd":"heartcheck"}');
    sockets[0].receive('not json');
    expect(notices).toBe(2);
  });

  it('treats 20 s of silence as dead and reconnects 5 s later', () => {
    sockets[0].open();
    vi.advanceTimersByTime(SILENCE_MS - 1);
    expect(sockets[0].closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0].closed).toBe(true);
    expect(health).toEqual([true, false]);
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after an error or a close, once', () => {
    sockets[0].onerror?.({});
    sockets[0].onclose?.({});
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
    sockets[1].open();
    sockets[1].onclose?.({});
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(3);
  });

  it('stops for good', () => {
    sockets[0].open();
    client.stop();
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('noticeSocketUrl', () => {
  it('follows the page scheme and escapes the parts', () => {
    expect(noticeSocketUrl('u 1', 'a+b', { protocol: 'https:', host: 'ex.cn' })).toBe(
      'wss://ex.cn/websocket/u%201?token=a%2Bb',
    );
    expect(noticeSocketUrl('u1', 't', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/websocket/u1?token=t',
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { SocketLike } from '../../notice/notice-socket.ts';
import { createThrottle, isBoardFrame, tapFrames } from './board-live.ts';

describe('board frames', () => {
  const frame = (f: Record<string, unknown>) => JSON.stringify(f);

  it('accepts the frames of this contest and group only', () => {
    expect(isBoardFrame(frame({ cmd: 'contestBoard', contestId: 'c1', groupId: 'g1' }), 'c1', 'g1')).toBe(
      true,
    );
    expect(isBoardFrame(frame({ cmd: 'contestBoard', contestId: 'c1', groupId: 'g2' }), 'c1', 'g1')).toBe(
      false,
    );
    expect(isBoardFrame(frame({ cmd: 'contestBoard', contestId: 'c2', groupId: 'g1' }), 'c1', 'g1')).toBe(
      false,
    );
    // A whole-contest frame (no group) concerns every group.
    expect(isBoardFrame(frame({ cmd: 'contestBoard', contestId: 'c1' }), 'c1', 'g1')).toBe(true);
    expect(isBoardFrame(frame({ cmd: 'topic', contestId: 'c1' }), 'c1', 'g1')).toBe(false);
    expect(isBoardFrame('HeartBeat', 'c1', 'g1')).toBe(false);
    expect(isBoardFrame('{broken', 'c1', 'g1')).toBe(false);
    expect(isBoardFrame(42, 'c1', 'g1')).toBe(false);
  });

  it('taps incoming frames without taking them from the socket', () => {
    const inner: SocketLike = {
      readyState: 1,
      onopen: null,
      onmessage: null,
      onerror: null,
      onclose: null,
      send: vi.fn(),
      close: vi.fn(),
    };
    const seen: unknown[] = [];
    const tapped = tapFrames(inner, (d) => seen.push(d));
    const handled: unknown[] = [];
    tapped.onmessage = (ev) => handled.push(ev.data);
    inner.onmessage?.({ data: 'x' });
    expect(seen).toEqual(['x']);
    expect(handled).toEqual(['x']);
    tapped.send('HeartBeat');
    expect(inner.send).toHaveBeenCalledWith('HeartBeat');
    tapped.onmessage = null;
    expect(inner.onmessage).toBeNull();
    tapped.close();
    expect(inner.close).toHaveBeenCalled();
  });
});

describe('refetch throttle', () => {
  function fakeClock() {
    let now = 0;
    const timers = new Map<number, { at: number; fn: () => void }>();
    let next = 1;
    return {
      now: () => now,
      setTimeout: (fn: () => void, ms: number) => {
        timers.set(next, { at: now + ms, fn });
        return next++;
      },
      clearTimeout: (id: number) => {
        timers.delete(id);
      },
      advance(ms: number) {
        now += ms;
        for (const [id, t] of [...timers]) {
          if (t.at <= now) {
            timers.delete(id);
            t.fn();
          }
        }
      },
      pending: () => timers.size,
    };
  }

  it('runs at once, then collapses a burst into one call at the end of the wait', () => {
    const clock = fakeClock();
    const fn = vi.fn();
    const t = createThrottle(fn, 3000, clock);
    t.call();
    expect(fn).toHaveBeenCalledTimes(1);
    clock.advance(500);
    t.call();
    t.call();
    t.call();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(1);
    clock.advance(2500);
    expect(fn).toHaveBeenCalledTimes(2);
    // Long after, a frame runs straight away again.
    clock.advance(10_000);
    t.call();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('drops a deferred call when cancelled', () => {
    const clock = fakeClock();
    const fn = vi.fn();
    const t = createThrottle(fn, 3000, clock);
    t.call();
    t.call();
    t.cancel();
    clock.advance(5000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

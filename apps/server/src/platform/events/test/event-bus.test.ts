import { describe, expect, it } from 'vitest';
import { EventBus, type EventLogger } from '../event-bus.ts';
import { EventPayloadError, MAX_EVENT_BYTES } from '../event-codec.ts';

// The bus in one process (embedded PGlite). Events of its own, so the test depends on no domain.
interface TestEvents {
  'test.pinged': { id: string; n: number };
  'test.other': { id: string };
}

function recorder() {
  const errors: { event?: string; message: string }[] = [];
  const log: EventLogger = {
    error: ({ err, event }) => errors.push({ event, message: (err as Error).message }),
  };
  return { errors, log };
}

/** Lets the bus's pending deliveries and the handlers' promises run. */
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('the event bus in one process', () => {
  it('delivers each event once to each handler of its name, after publish resolves', async () => {
    const bus = EventBus.local<TestEvents>(recorder().log);
    const first: unknown[] = [];
    const second: unknown[] = [];
    const other: unknown[] = [];
    bus.subscribe('test.pinged', (p) => {
      first.push(p);
    });
    bus.subscribe('test.pinged', (p) => {
      second.push(p);
    });
    bus.subscribe('test.other', (p) => {
      other.push(p);
    });
    const payload = { id: 'a', n: 1 };
    await bus.publish('test.pinged', payload);
    // Nothing ran inside publish: the publisher never waits for, or fails with, a handler.
    expect(first).toEqual([]);
    await settle();
    expect(first).toEqual([{ id: 'a', n: 1 }]);
    expect(second).toEqual([{ id: 'a', n: 1 }]);
    expect(other).toEqual([]);
    // Each handler got its own copy (as it would from PostgreSQL), not the publisher's object.
    expect(first[0]).not.toBe(payload);
    expect(first[0]).not.toBe(second[0]);
    await bus.close();
  });

  it('a throwing handler is logged and disturbs neither the publisher nor the other handlers', async () => {
    const { errors, log } = recorder();
    const bus = EventBus.local<TestEvents>(log);
    const seen: number[] = [];
    bus.subscribe('test.pinged', () => {
      throw new Error('同步出错');
    });
    bus.subscribe('test.pinged', async () => {
      throw new Error('异步出错');
    });
    bus.subscribe('test.pinged', (p) => {
      seen.push(p.n);
    });
    await expect(bus.publish('test.pinged', { id: 'a', n: 1 })).resolves.toBeUndefined();
    await bus.publish('test.pinged', { id: 'b', n: 2 });
    await settle();
    expect(seen).toEqual([1, 2]);
    expect(errors).toHaveLength(4);
    expect(errors.every((e) => e.event === 'test.pinged')).toBe(true);
    expect(errors.map((e) => e.message).sort()).toEqual(['同步出错', '同步出错', '异步出错', '异步出错']);
    await bus.close();
  });

  it('stops delivering after unsubscribe and after close', async () => {
    const bus = EventBus.local<TestEvents>(recorder().log);
    const seen: number[] = [];
    const stop = bus.subscribe('test.pinged', (p) => {
      seen.push(p.n);
    });
    await bus.publish('test.pinged', { id: 'a', n: 1 });
    await settle();
    stop();
    stop();
    await bus.publish('test.pinged', { id: 'a', n: 2 });
    await settle();
    bus.subscribe('test.pinged', (p) => {
      seen.push(p.n);
    });
    await bus.close();
    await bus.publish('test.pinged', { id: 'a', n: 3 });
    await settle();
    expect(seen).toEqual([1]);
  });

  it('refuses an oversized payload with a clear message and delivers nothing', async () => {
    const bus = EventBus.local<TestEvents>(recorder().log);
    const seen: string[] = [];
    bus.subscribe('test.other', (p) => {
      seen.push(p.id);
    });
    const big = { id: 'x'.repeat(MAX_EVENT_BYTES) };
    const refused = bus.publish('test.other', big);
    await expect(refused).rejects.toBeInstanceOf(EventPayloadError);
    await expect(refused).rejects.toThrow(/事件 test\.other 的数据过大：\d+ 字节，上限 7999 字节/);
    // Just under the limit passes: the whole message counts, name and envelope included.
    const envelope = JSON.stringify({ name: 'test.other', payload: { id: '' } }).length;
    await bus.publish('test.other', { id: 'y'.repeat(MAX_EVENT_BYTES - envelope) });
    // Multi-byte characters count in bytes, as PostgreSQL counts them.
    await expect(bus.publish('test.other', { id: '题'.repeat(3000) })).rejects.toThrow('数据过大');
    await settle();
    expect(seen.map((s) => s.length)).toEqual([MAX_EVENT_BYTES - envelope]);
    await bus.close();
  });

  it('refuses payloads that are not plain JSON objects', async () => {
    const bus = EventBus.local<TestEvents>(recorder().log);
    const cases: unknown[] = [null, [1, 2], 'text', 3, new Date(), new Map()];
    for (const payload of cases)
      await expect(bus.publish('test.other', payload as { id: string })).rejects.toThrow(
        '事件 test.other 的数据必须是普通 JSON 对象',
      );
    const loop: Record<string, unknown> = { id: 'a' };
    loop.self = loop;
    await expect(bus.publish('test.other', loop as { id: string })).rejects.toThrow('无法转换为 JSON');
    await bus.close();
  });
});

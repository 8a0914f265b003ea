import { describe, expect, it } from 'vitest';
import type { Db } from '../client.ts';
import { sharedRead } from '../shared-read.ts';

const fakeDb = () => ({}) as Db;

describe('shared reads', () => {
  it('runs one read for callers asking at the same moment, and reads again afterwards', async () => {
    const db = fakeDb();
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: reads };
    };
    const together = await Promise.all([1, 2, 3].map(() => sharedRead(db, 'k', read)));
    expect(reads).toBe(1);
    expect(together[0]).toBe(together[2]);
    expect(await sharedRead(db, 'k', read)).toEqual({ n: 2 });
  });

  it('keeps keys and databases apart, and shares a failure only with those who waited for it', async () => {
    const [a, b] = [fakeDb(), fakeDb()];
    let reads = 0;
    const read = async () => ++reads;
    await Promise.all([sharedRead(a, 'k', read), sharedRead(b, 'k', read), sharedRead(a, 'j', read)]);
    expect(reads).toBe(3);
    const failing = () => Promise.reject(new Error('连接断开'));
    const both = [sharedRead(a, 'x', failing), sharedRead(a, 'x', read)];
    await expect(both[0]).rejects.toThrow('连接断开');
    await expect(both[1]).rejects.toThrow('连接断开');
    expect(await sharedRead(a, 'x', read)).toBe(4);
  });

  it('keeps a read shared by a burst for the burst window only, and never a lone or failed one', async () => {
    const db = fakeDb();
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((r) => setTimeout(r, 5));
      return reads;
    };
    const keep = { burstKeepMs: 60 };
    await Promise.all([sharedRead(db, 'b', read, keep), sharedRead(db, 'b', read, keep)]);
    expect(await sharedRead(db, 'b', read, keep)).toBe(1); // inside the window: no new read
    await new Promise((r) => setTimeout(r, 80));
    expect(await sharedRead(db, 'b', read, keep)).toBe(2); // window over: read again
    expect(await sharedRead(db, 'b', read, keep)).toBe(3); // read 2 had one caller: not kept
    let failures = 0;
    const failing = () => Promise.reject(new Error(`断开 ${++failures}`));
    const both = [sharedRead(db, 'f', failing, keep), sharedRead(db, 'f', failing, keep)];
    await Promise.allSettled(both);
    await expect(sharedRead(db, 'f', failing, keep)).rejects.toThrow('断开 2');
  });

  it('runs a lazy query builder once, however many callers take its answer', async () => {
    const db = fakeDb();
    let runs = 0;
    // Like a drizzle query: nothing runs until `then`, and every `then` runs it again.
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, as drizzle's queries are
    const lazy = { then: (ok: (v: number) => unknown) => Promise.resolve(++runs).then(ok) };
    const read = () => lazy as unknown as Promise<number>;
    const keep = { burstKeepMs: 60 };
    await Promise.all([sharedRead(db, 'q', read, keep), sharedRead(db, 'q', read, keep)]);
    await sharedRead(db, 'q', read, keep);
    expect(runs).toBe(1);
  });
});

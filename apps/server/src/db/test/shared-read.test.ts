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
});

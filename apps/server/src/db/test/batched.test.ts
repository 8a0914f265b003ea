import { describe, expect, it } from 'vitest';
import { batched, batchedPerDb, groupBy } from '../batched.ts';

const double = () => {
  const batches: number[][] = [];
  const load = async (args: number[]) => {
    batches.push(args);
    return new Map(args.filter((n) => n >= 0).map((n) => [String(n), n * 2]));
  };
  return { batches, read: batched((n: number) => String(n), load) };
};

describe('batched statements', () => {
  it('sends the keys asked for in one turn as one batch, each key once, and answers each caller', async () => {
    const { batches, read } = double();
    const answers = await Promise.all([read(1), read(2), read(1), read(-1)]);
    expect(batches).toEqual([[1, 2, -1]]);
    expect(answers).toEqual([2, 4, 2, undefined]);
  });

  it('starts a new batch for keys asked for after the first one left', async () => {
    const { batches, read } = double();
    await read(1);
    await Promise.all([read(2), read(3)]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('gathers the next batch while one is in the database and sends it when that one is back', async () => {
    const batches: number[][] = [];
    let release = () => {};
    const read = batched(
      (n: number) => String(n),
      async (args: number[]) => {
        batches.push(args);
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
        return new Map(args.map((n) => [String(n), n]));
      },
    );
    const first = read(1);
    await new Promise((r) => setImmediate(r));
    const later = [read(2), read(3)];
    await new Promise((r) => setTimeout(r, 20));
    expect(batches).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('fails every caller of a failed batch, and the next batch runs again', async () => {
    let fail = true;
    const read = batched(
      (n: number) => String(n),
      async (args) => {
        if (fail) throw new Error('连接断开');
        return new Map(args.map((n) => [String(n), n]));
      },
    );
    const both = [read(1), read(2)];
    await expect(both[0]).rejects.toThrow('连接断开');
    await expect(both[1]).rejects.toThrow('连接断开');
    fail = false;
    expect(await read(1)).toBe(1);
  });

  it('keeps database handles apart', async () => {
    const seen: string[] = [];
    const read = batchedPerDb(
      (n: number) => String(n),
      async (db: { name: string }, args: number[]) => {
        seen.push(`${db.name}:${args.join(',')}`);
        return new Map(args.map((n) => [String(n), db.name]));
      },
    );
    const [a, b] = [{ name: 'a' }, { name: 'b' }];
    expect(await Promise.all([read(a, 1), read(b, 1), read(a, 2)])).toEqual(['a', 'b', 'a']);
    expect(seen).toEqual(['a:1,2', 'b:1']);
  });

  it('groups items by key in first-seen order', () => {
    const groups = groupBy(['t1:a', 't2:b', 't1:c'], (s) => s.slice(0, 2));
    expect([...groups]).toEqual([
      ['t1', ['t1:a', 't1:c']],
      ['t2', ['t2:b']],
    ]);
  });
});

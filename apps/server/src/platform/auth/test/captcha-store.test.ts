import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { MemoryCaptchaStore, TableCaptchaStore } from '../captcha-store.ts';
import { sysCaptcha } from '../tables.ts';

describe('MemoryCaptchaStore', () => {
  it('takes an answer once and never after its expiry', async () => {
    const store = new MemoryCaptchaStore();
    await store.put('a', 'abcd', Date.now() + 60_000);
    await store.put('b', 'efgh', Date.now() - 1);
    expect(await store.take('a')).toBe('abcd');
    expect(await store.take('a')).toBeUndefined();
    expect(await store.take('b')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('stays within its bound: expired keys go first, then the oldest', async () => {
    const store = new MemoryCaptchaStore(3);
    const later = Date.now() + 60_000;
    await store.put('old', '1111', later);
    await store.put('dead', '2222', Date.now() - 1);
    await store.put('mid', '3333', later);
    await store.put('new', '4444', later);
    expect(store.size).toBe(3);
    expect(await store.peek('dead')).toBeUndefined();
    expect(await store.peek('old')).toBe('1111');
    await store.put('newest', '5555', later);
    expect(store.size).toBe(3);
    expect(await store.peek('old')).toBeUndefined();
    expect(await store.peek('newest')).toBe('5555');
    for (let i = 0; i < 100; i++) await store.put(`flood-${i}`, 'xxxx', later);
    expect(store.size).toBe(3);
  });
});

describe('TableCaptchaStore (several nodes on PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shares answers through the table, single use', async () => {
    const one = new TableCaptchaStore(t.db);
    const other = new TableCaptchaStore(t.db);
    await one.put('shared', 'wxyz', Date.now() + 60_000);
    expect(await other.take('shared')).toBe('wxyz');
    expect(await one.take('shared')).toBeUndefined();
  });

  it('prunes expired rows', async () => {
    const store = new TableCaptchaStore(t.db, 0);
    await store.put('stale-1', 'aaaa', Date.now() - 1_000);
    await store.put('stale-2', 'bbbb', Date.now() - 1_000);
    await store.put('fresh', 'cccc', Date.now() + 60_000);
    const keys = (await t.db.select().from(sysCaptcha)).map((r) => r.checkKey);
    expect(keys).toEqual(['fresh']);
  });
});

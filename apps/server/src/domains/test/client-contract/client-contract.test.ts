import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { clientCalls } from './calls/index.ts';
import type { ClientCall } from './client-call.ts';
import { callName, callUrl, routeMatcher, valueAt } from './run-call.ts';
import { seedTeachingContract } from './seed-teaching.ts';

const tokens: Partial<Record<NonNullable<ClientCall['as']>, string>> = {};

const s = testAppSuite();

beforeAll(async () => {
  await seedTeachingContract(s.t.db);
  tokens.admin = await s.t.login('admin');
  tokens.teacher = await s.t.login('teacher');
  tokens.student = await s.t.login('student1');
});

/** What is wrong with one call's answer, empty when the client would read it fine. */
async function problemsOf(c: ClientCall, hasRoute: (c: ClientCall) => boolean): Promise<string[]> {
  if (!hasRoute(c)) return ['没有这个路由'];
  const token = tokens[c.as ?? 'admin'];
  const res = await s.t.app.inject({
    method: c.method,
    url: callUrl(c),
    headers: token ? { 'x-access-token': token } : {},
    ...(c.body === undefined ? {} : { payload: c.body as object }),
  });
  if (res.statusCode >= 500) return [`服务器错误 ${res.statusCode}：${res.body.slice(0, 200)}`];
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return c.reads.length ? [`回答不是 JSON（${res.statusCode}）`] : [];
  }
  const missing = c.reads.filter((path) => valueAt(body, path) === undefined);
  if (!missing.length) return [];
  const message = String(valueAt(body, 'message') ?? '');
  return [`回答（${res.statusCode} ${message}）缺少客户端读取的字段：${missing.join('、')}`];
}

describe('the teaching-open client against a seeded server', () => {
  it('lists each call once, with a path under /api and a known role', () => {
    const names = clientCalls.map((c) => `${callName(c)} ${JSON.stringify([c.params, c.query, c.body])}`);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const c of clientCalls) {
      expect(c.path, callName(c)).toMatch(/^\/[A-Za-z]/);
      expect(() => callUrl(c), callName(c)).not.toThrow();
    }
  });

  it('tells a missing route from a domain answer', () => {
    const hasRoute = routeMatcher(s.t.app.guardedRoutes);
    expect(hasRoute({ method: 'GET', path: '/sys/user/list', reads: [] })).toBe(true);
    expect(
      hasRoute({ method: 'GET', path: '/sys/dict/getDictItems/{c}', params: { c: 'sex' }, reads: [] }),
    ).toBe(true);
    expect(hasRoute({ method: 'DELETE', path: '/sys/user/list', reads: [] })).toBe(false);
    expect(hasRoute({ method: 'GET', path: '/sys/user/noSuchCall', reads: [] })).toBe(false);
    expect(valueAt({ result: { records: [{ a: 0 }] } }, 'result.records.0.a')).toBe(0);
    expect(valueAt({ result: { records: [] } }, 'result.records.0.a')).toBeUndefined();
  });

  it('serves every listed call without a 5xx and with every field the client reads', async () => {
    const hasRoute = routeMatcher(s.t.app.guardedRoutes);
    const failures: string[] = [];
    for (const c of clientCalls)
      for (const problem of await problemsOf(c, hasRoute)) failures.push(`${callName(c)}：${problem}`);
    expect(failures).toEqual([]);
  });
});

import { call } from '../../../../../test/helpers/portal.ts';
import type { TestApp } from '../../../../../test/helpers/test-app.ts';

/** Adds a row of a companion resource as the given admin and answers its id (the test fails otherwise). */
export async function addRow(t: TestApp, token: string, resource: string, body: object): Promise<string> {
  const res = await call(t, 'POST', `/api/teaching/${resource}/add`, body, token);
  if (res.status !== 200) throw new Error(`${resource} 添加失败：${res.body.message}`);
  return (res.body.result as { id: string }).id;
}

/** A public GET as an anonymous visitor from a given address. */
export async function mpGet(t: TestApp, url: string, ip = '10.0.0.1', token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { 'user-agent': 'test-agent', ...(token ? { 'x-access-token': token } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

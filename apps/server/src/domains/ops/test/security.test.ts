import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { createTestApp } from '../../../../test/helpers/test-app.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import { sysSession } from '../../identity/index.ts';
import { sysFile } from '../tables.ts';

const suite = testAppSuite();

/** Every administrative route of the back office, with a body that would succeed for an admin. */
const ADMIN_ROUTES: [HTTPMethods, string, unknown?][] = [
  ['DELETE', '/api/sys/dict/deleteItemByText?dictCode=sex&text=%E7%94%B7'],
  ['POST', '/api/sys/category/add', { name: '越权分类' }],
  ['PUT', '/api/sys/category/edit', { id: 'x', name: '越权' }],
  ['DELETE', '/api/sys/category/delete?id=x'],
  ['GET', '/api/sys/log/list'],
  ['GET', '/api/sys/log/exportXls'],
  ['GET', '/api/sys/loginfo'],
  ['GET', '/api/sys/visitInfo'],
  ['GET', '/api/sys/dashboard/analysis'],
  ['GET', '/api/sys/file/list'],
  ['DELETE', '/api/sys/file/delete?id=x'],
  ['GET', '/api/sys/config/list'],
  ['PUT', '/api/sys/config/edit', { brandName: '越权', _defaultRole: 'admin' }],
  ['POST', '/api/sys/config/edit', { allowReg: true }],
  ['GET', '/api/sys/monitor/server'],
  ['GET', '/api/sys/monitor/requests'],
  ['GET', '/api/sys/monitor/sessions'],
  ['POST', '/api/sys/monitor/forceLogout?id=x', {}],
  ['DELETE', '/api/sys/monitor/forceLogout?id=x'],
];

async function snapshot() {
  const [configs, files, sessions] = await Promise.all([
    suite.t.db.select().from(sysConfig),
    suite.t.db.select().from(sysFile),
    suite.t.db.select({ id: sysSession.id, revokedAt: sysSession.revokedAt }).from(sysSession),
  ]);
  return JSON.stringify({ configs, files, sessions: sessions.filter((s) => s.revokedAt) });
}

describe('vertical escalation', () => {
  it.each(['student1', 'teacher'])('%s gets 403 on every admin route and nothing changes', async (user) => {
    const c = clientOf(suite.t, await suite.t.login(user));
    const before = await snapshot();
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await c.call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe('没有权限访问，请联系管理员授权');
    }
    expect(await snapshot()).toBe(before);
    const dict = await c.get('/api/sys/dict/getDictItems/sex');
    expect((dict.body.result as unknown[]).length).toBe(2);
  });

  it('an anonymous caller gets 401 on every admin route', async () => {
    for (const [method, url, body] of ADMIN_ROUTES) {
      const res = await suite.t.app.inject({ method, url, payload: body as object | undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refused calls write no operation log', async () => {
    const logs = await suite.t.db.select().from(sysLog);
    expect(logs.filter((l) => l.logType === 2 && l.username !== 'admin')).toEqual([]);
  });
});

describe('error answers', () => {
  const leaks = /\bat \S+ \(|\.ts:\d+|node_modules|stack|select |insert |relation "/i;

  it('never carry stack traces or SQL, even when storage fails', async () => {
    const broken = await createTestApp({
      env: { S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' },
    });
    try {
      const token = await broken.login('admin');
      const body = multipart({}, { name: 'a.png', data: PNG });
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        payload: body.payload,
        headers: { ...body.headers, 'x-access-token': token },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('系统繁忙，请稍后再试');
      expect(res.body).not.toMatch(leaks);
    } finally {
      await broken.close();
    }
  });

  it('never carry stack traces for malformed bodies', async () => {
    const token = await suite.t.login('admin');
    const answers = [
      await suite.t.app.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        payload: '--x\r\nbroken',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-access-token': token },
      }),
      await suite.t.app.inject({
        method: 'PUT',
        url: '/api/sys/config/edit',
        payload: '{"brandName":',
        headers: { 'content-type': 'application/json', 'x-access-token': token },
      }),
      await suite.t.app.inject({
        method: 'GET',
        url: "/api/sys/log/list?createTime_begin=2024-13-45'",
        headers: { 'x-access-token': token },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(leaks);
    }
  });
});

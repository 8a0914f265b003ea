import { describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { RequestStats } from '../monitor/request-stats.ts';

const s = signedInSuite({ admin: 'admin' });

describe('request stats', () => {
  it('counts requests and 5xx per minute and forgets minutes older than an hour', () => {
    const stats = new RequestStats();
    const t0 = 1_800_000_000_000;
    stats.record(200, t0);
    stats.record(500, t0 + 1000);
    stats.record(404, t0 + 60_000);
    const hour = stats.lastHour(t0 + 60_000);
    expect(hour).toMatchObject({ requests: 3, errors: 1, errorRate: 33.33 });
    expect(hour.series).toHaveLength(60);
    expect(hour.series.slice(-2).map((s) => s.requests)).toEqual([2, 1]);
    expect(stats.lastHour(t0 + 60 * 60_000).requests).toBe(1); // t0 has left the window
    stats.record(200, t0 + 60 * 60_000); // same slot as t0, a new minute: the old count is dropped
    expect(stats.lastHour(t0 + 60 * 60_000).requests).toBe(2);
  });
});

describe('monitoring routes', () => {
  it('reports server, database and request facts', async () => {
    const server = (await s.admin.get('/api/sys/monitor/server')).body.result as Json;
    const kind = process.env.CK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
    expect(server).toMatchObject({ node: { version: process.version }, database: { kind } });
    expect((server.database as Json).version).toMatch(/PostgreSQL/);
    expect((server.database as Json).sizeBytes).toBeGreaterThan(0);
    expect((server.cpu as Json).cores).toBeGreaterThan(0);
    await s.t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    const requests = (await s.admin.get('/api/sys/monitor/requests')).body.result as Json;
    expect(requests.requests).toBeGreaterThanOrEqual(3);
    expect(requests.series as Json[]).toHaveLength(60);
  });

  it('lists online sessions and forces one out', async () => {
    const studentToken = await s.t.login('student2');
    const student = clientOf(s.t, studentToken);
    expect((await student.get('/api/sys/user/info')).status).toBe(200);

    const page = (await s.admin.get('/api/sys/monitor/sessions?username=student2')).body.result as {
      records: Json[];
    };
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({ username: 'student2', current: false });
    expect(JSON.stringify(page)).not.toMatch(/token|password/i);

    const res = await s.admin.post(`/api/sys/monitor/forceLogout?id=${page.records[0].id}`, {});
    expect(res.status, res.body.message).toBe(200);
    expect((await student.get('/api/sys/user/info')).status).toBe(401);
    const again = await s.admin.post(`/api/sys/monitor/forceLogout?id=${page.records[0].id}`, {});
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('会话不存在或已失效');
  });

  it('refuses to end the caller’s own session', async () => {
    const own = (
      (await s.admin.get('/api/sys/monitor/sessions?username=admin')).body.result as { records: Json[] }
    ).records.find((r) => r.current)!;
    const res = await s.admin.post(`/api/sys/monitor/forceLogout?id=${own.id}`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('不能强制退出自己当前的会话，请使用退出登录');
  });

  it('refuses students, teachers and other tenants, ending nothing', async () => {
    const victimToken = await s.t.login('student1');
    const victim = (
      (await s.admin.get('/api/sys/monitor/sessions?username=student1')).body.result as { records: Json[] }
    ).records[0];
    for (const user of ['teacher', 'student2']) {
      const c = clientOf(s.t, await s.t.login(user));
      expect((await c.get('/api/sys/monitor/server')).status).toBe(403);
      expect((await c.get('/api/sys/monitor/sessions')).status).toBe(403);
      expect((await c.post(`/api/sys/monitor/forceLogout?id=${victim.id}`, {})).status).toBe(403);
    }
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.post(`/api/sys/monitor/forceLogout?id=${victim.id}`, {})).status).toBe(404);
    expect((await clientOf(s.t, victimToken).get('/api/sys/user/info')).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { sysUser } from '../../../domains/identity/index.ts';

const s = testAppSuite();

const me = (token: string) =>
  s.t.app.inject({
    method: 'GET',
    url: '/api/sys/user/getCurrentUserDeparts',
    headers: { 'x-access-token': token },
  });

describe('sessions', () => {
  it('refuses requests without or with a forged token', async () => {
    const none = await s.t.app.inject({ method: 'GET', url: '/api/sys/user/getCurrentUserDeparts' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 401, message: '未登录，请先登录' });
    const forged = await me('x'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Token失效，请重新登录');
  });

  it('accepts the token in the header and in the token query parameter', async () => {
    const token = await s.t.login('student1');
    expect((await me(token)).statusCode).toBe(200);
    const viaQuery = await s.t.app.inject({
      method: 'GET',
      url: `/api/sys/user/getCurrentUserDeparts?token=${token}`,
    });
    expect(viaQuery.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const token = await s.t.login('student2');
    const rows = await s.t.db.execute<{ n: number }>(
      `select count(*)::int as n from sys_session where token_hash = '${token}'`,
    );
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(0);
  });

  it('is revoked by logout', async () => {
    const token = await s.t.login('student1');
    const out = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { 'x-access-token': token },
    });
    expect(out.json()).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('expires after 7 days', async () => {
    const token = await s.t.login('student1');
    s.t.ctx.sessions.forgetAll();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * 86_400_000 + 1000 });
    try {
      expect((await me(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is revoked when the user is frozen, and a frozen user cannot sign in', async () => {
    const token = await s.t.login('student2');
    const [u] = await s.t.db.select().from(sysUser).where(eq(sysUser.username, 'student2'));
    await s.t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.id, u.id));
    await s.t.ctx.sessions.revokeUser(u.id);
    expect((await me(token)).statusCode).toBe(401);
    const again = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'student2', password: 'Demo@123456' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('该用户已冻结，请联系管理员');
    await s.t.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.id, u.id));
  });
});

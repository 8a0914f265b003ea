import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userNamed } from '../../../../../test/helpers/portal.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { sysTenant } from '../../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { sysThirdAccount } from '../../account-tables.ts';
import { sysUser, sysUserDepart, sysUserRole } from '../../tables.ts';
import { seatUsage } from '../../users/user-seats.ts';
import { CAS_CALLBACK_PATH } from '../sso-service.ts';
import { type FakeCas, startFakeCas } from './fake-cas-server.ts';
import { browse, loginLogs, SITE } from './sso-browser.ts';

const SERVICE = `${SITE}${CAS_CALLBACK_PATH}`;
let cas: FakeCas;
let t: TestApp;

const validate = (ticket: string, service = SERVICE) =>
  call(t, 'GET', `/api/cas/client/validateLogin?${new URLSearchParams({ ticket, service })}`);

beforeAll(async () => {
  cas = await startFakeCas();
  t = await createTestApp({ env: { CAS_SERVER_URL: cas.serverUrl, SSO_PUBLIC_URL: SITE } });
});
afterAll(async () => {
  await t?.close();
  await cas?.close();
});

describe('CAS sign-in', () => {
  it('shows only the CAS button and sends the browser to the CAS login with our own service', async () => {
    const providers = await call(t, 'GET', '/api/thirdLogin/providers');
    expect(providers.body.result).toEqual({ cas: true, oidc: false, wechat_open: false, dingtalk: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/thirdLogin/render/cas' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${cas.serverUrl}/login?service=${encodeURIComponent(SERVICE)}`);
    const wechat = await browse(t, '/api/thirdLogin/render/wechat_open');
    expect(wechat.pathname).toBe('/user/login');
    expect(wechat.searchParams.get('ssoError')).toBe('未启用微信登录');
  });

  it('signs in a known user with a valid ticket, answering like /sys/login', async () => {
    const res = await validate(cas.issue('student1', SERVICE));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const result = res.body.result as { token: string; userInfo: { username: string }; departs: unknown[] };
    expect(result.userInfo.username).toBe('student1');
    expect(result.departs.length).toBeGreaterThan(0);
    const info = await call(t, 'GET', '/api/sys/user/info', undefined, result.token);
    expect(info.status).toBe(200);
    const user = await userNamed(t, 'student1');
    const links = await t.db.select().from(sysThirdAccount).where(eq(sysThirdAccount.userId, user.id));
    expect(links.map((l) => [l.provider, l.externalId])).toEqual([['cas', 'student1']]);
    expect(await loginLogs(t, '用户 student1 通过统一身份认证（CAS）登录成功')).toHaveLength(1);
  });

  it('refuses an unknown, replayed or foreign ticket with the CAS reason', async () => {
    const bad = await validate('ST-not-a-ticket');
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('统一身份认证失败：票据无效或已过期，请重新登录');
    const ticket = cas.issue('student2', SERVICE);
    expect((await validate(ticket)).status).toBe(200);
    const again = await validate(ticket);
    expect(again.status).toBe(401);
    expect(again.body.message).toContain('票据无效');
    expect(await loginLogs(t, '统一身份认证（CAS）登录失败')).not.toHaveLength(0);
  });

  it('refuses a service that is not our own callback page, without asking CAS', async () => {
    const before = cas.validations.length;
    const evil = 'https://evil.example/user/cas-login';
    const res = await validate(cas.issue('student1', evil), evil);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('service 地址不是本站的登录回调地址');
    expect(cas.validations.length).toBe(before);
  });

  it('refuses a CAS user without an account here and creates nothing', async () => {
    const res = await validate(cas.issue('zhang_san_2026', SERVICE));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('统一身份认证账号“zhang_san_2026”在本平台没有对应的账号，请联系管理员开通');
    expect(await userNamed(t, 'zhang_san_2026')).toBeUndefined();
  });

  it('refuses a missing ticket with a Chinese message', async () => {
    const res = await call(t, 'GET', `/api/cas/client/validateLogin?service=${encodeURIComponent(SERVICE)}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('缺少票据');
  });
});

describe('CAS with a username attribute and auto-provisioning', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({
      env: {
        CAS_SERVER_URL: cas.serverUrl,
        SSO_PUBLIC_URL: SITE,
        CAS_USERNAME_ATTRIBUTE: 'uid',
        SSO_AUTO_PROVISION: 'on',
        SSO_PROVISION_CLASS: 'A01A01',
      },
    });
  });
  afterAll(async () => {
    await p?.close();
  });

  const validateP = (ticket: string) =>
    call(p, 'GET', `/api/cas/client/validateLogin?${new URLSearchParams({ ticket, service: SERVICE })}`);

  it('maps the CAS user to the account named by the attribute', async () => {
    cas.setAttributes('T2026001', { uid: 'teacher', cn: '王老师' });
    const res = await validateP(cas.issue('T2026001', SERVICE));
    expect(res.status).toBe(200);
    expect((res.body.result as { userInfo: { username: string } }).userInfo.username).toBe('teacher');
  });

  it('creates an unknown user as a student of the configured class, once', async () => {
    cas.setAttributes('S2026099', { uid: 'li_si_2026', cn: '李四' });
    const res = await validateP(cas.issue('S2026099', SERVICE));
    expect(res.status).toBe(200);
    const result = res.body.result as { userInfo: { username: string; realname: string; orgCode: string } };
    expect(result.userInfo).toMatchObject({ username: 'li_si_2026', realname: '李四', orgCode: 'A01A01' });
    const user = await userNamed(p, 'li_si_2026');
    expect(user.userIdentity).toBe(1);
    expect(await p.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user.id))).toHaveLength(1);
    expect(await p.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, user.id))).toHaveLength(1);
    // The second sign-in finds the same account.
    const again = await validateP(cas.issue('S2026099', SERVICE));
    expect(again.status).toBe(200);
    expect((again.body.result as { userInfo: { id: string } }).userInfo.id).toBe(user.id);
  });

  it('refuses a new student over the tenant quota and creates nothing', async () => {
    const { students } = await seatUsage(p.db, DEFAULT_TENANT_ID);
    await p.db.update(sysTenant).set({ maxStudents: students }).where(eq(sysTenant.id, DEFAULT_TENANT_ID));
    cas.setAttributes('S2026101', { uid: 'wang_wu_2026', cn: '王五' });
    const res = await validateP(cas.issue('S2026101', SERVICE));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('学生账号数量已达机构上限');
    expect(await p.db.select().from(sysUser).where(eq(sysUser.username, 'wang_wu_2026'))).toEqual([]);
    await p.db.update(sysTenant).set({ maxStudents: 0 }).where(eq(sysTenant.id, DEFAULT_TENANT_ID));
  });

  it('refuses a frozen account', async () => {
    cas.setAttributes('S2026100', { uid: 'student2' });
    await p.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'student2'));
    const res = await validateP(cas.issue('S2026100', SERVICE));
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('冻结');
  });
});

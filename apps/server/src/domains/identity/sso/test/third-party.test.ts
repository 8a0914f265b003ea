import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../../test/helpers/portal.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { sysThirdLoginCode } from '../../account-tables.ts';
import { type FakeOauth, startFakeOauth } from './fake-oauth-servers.ts';
import { browse, type CookieJar, keepCookies, loginLogs, SITE } from './sso-browser.ts';

let fake: FakeOauth;
let t: TestApp;
let studentToken: string;
let teacherToken: string;

beforeAll(async () => {
  fake = await startFakeOauth();
  t = await createTestApp({ env: { ...fake.env, SSO_PUBLIC_URL: SITE } });
  studentToken = await t.login('student1');
  teacherToken = await t.login('teacher');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const redeem = (code: string) => call(t, 'GET', `/api/thirdLogin/getLoginUser/${code}`);
const bindPath = (source: string, token: string) =>
  `/api/thirdLogin/render/${source}?mode=bind&token=${token}`;

describe('WeChat QR login', () => {
  it('lists the configured providers', async () => {
    const res = await call(t, 'GET', '/api/thirdLogin/providers');
    expect(res.body.result).toEqual({ cas: false, oidc: false, wechat_open: true, dingtalk: true });
  });

  it('refuses a WeChat account bound to nobody and says how to bind it', async () => {
    const page = await browse(t, '/api/thirdLogin/render/wechat_open');
    expect(page.pathname).toBe('/user/login');
    expect(page.searchParams.get('ssoError')).toContain('该微信账号尚未绑定平台账号');
    expect(await loginLogs(t, '微信登录失败')).not.toHaveLength(0);
  });

  it('binds only for a signed-in user', async () => {
    const page = await browse(t, '/api/thirdLogin/render/wechat_open?mode=bind');
    expect(page.pathname).toBe('/account/settings/binding');
    expect(page.searchParams.get('bindError')).toBe('请先登录后再绑定账号');
    const expired = await browse(t, bindPath('wechat_open', 'not-a-live-token'));
    expect(expired.searchParams.get('bindError')).toBe('请先登录后再绑定账号');
  });

  it('binds WeChat in account settings, then signs in with it through a one-time code', async () => {
    const bound = await browse(t, bindPath('wechat_open', studentToken));
    expect(bound.pathname).toBe('/account/settings/binding');
    expect(bound.searchParams.get('bound')).toBe('wechat_open');
    const list = await call(t, 'GET', '/api/thirdLogin/bindings', undefined, studentToken);
    expect(list.body.result).toMatchObject({
      bindings: [{ provider: 'wechat_open', nickname: '微信小明' }],
      providers: { wechat_open: true },
    });

    const page = await browse(t, '/api/thirdLogin/render/wechat_open');
    expect(page.pathname).toBe('/user/third-login');
    const code = page.searchParams.get('code')!;
    const res = await redeem(code);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect((res.body.result as { userInfo: { username: string } }).userInfo.username).toBe('student1');
    expect((await redeem(code)).status).toBe(401);
    expect(await loginLogs(t, '用户 student1 通过微信登录成功')).toHaveLength(1);
  });

  it('refuses binding a WeChat account that belongs to someone else', async () => {
    const page = await browse(t, bindPath('wechat_open', teacherToken));
    expect(page.pathname).toBe('/account/settings/binding');
    expect(page.searchParams.get('bindError')).toBe('该微信账号已绑定其他平台账号');
  });

  it('refuses an expired one-time code', async () => {
    const page = await browse(t, '/api/thirdLogin/render/wechat_open');
    const code = page.searchParams.get('code')!;
    await t.db.update(sysThirdLoginCode).set({ expireTime: new Date(Date.now() - 1000) });
    expect((await redeem(code)).status).toBe(401);
  });

  it('unbinds, after which WeChat no longer signs in', async () => {
    const res = await call(t, 'POST', '/api/thirdLogin/unbind', { provider: 'wechat_open' }, studentToken);
    expect(res.status).toBe(200);
    const again = await call(t, 'POST', '/api/thirdLogin/unbind', { provider: 'wechat_open' }, studentToken);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('尚未绑定微信账号');
    const page = await browse(t, '/api/thirdLogin/render/wechat_open');
    expect(page.searchParams.get('ssoError')).toContain('尚未绑定');
    expect((await call(t, 'POST', '/api/thirdLogin/unbind', { provider: 'x' }, studentToken)).status).toBe(
      400,
    );
  });
});

describe('DingTalk login', () => {
  it('binds DingTalk for the teacher and signs in with it', async () => {
    const bound = await browse(t, bindPath('dingtalk', teacherToken));
    expect(bound.searchParams.get('bound')).toBe('dingtalk');
    const page = await browse(t, '/api/thirdLogin/render/dingtalk');
    expect(page.pathname).toBe('/user/third-login');
    const res = await redeem(page.searchParams.get('code')!);
    expect((res.body.result as { userInfo: { username: string } }).userInfo.username).toBe('teacher');
    const rows = await t.db
      .select()
      .from(sysThirdLoginCode)
      .where(eq(sysThirdLoginCode.provider, 'dingtalk'));
    expect(rows.every((r) => r.usedTime !== null)).toBe(true);
    // Only hashes are stored.
    expect(rows.some((r) => r.code === page.searchParams.get('code'))).toBe(false);
  });

  it('turns a provider refusal into a message on the login page', async () => {
    const render = await t.app.inject({ method: 'GET', url: '/api/thirdLogin/render/dingtalk' });
    const state = new URL(String(render.headers.location)).searchParams.get('state')!;
    const jar: CookieJar = new Map();
    keepCookies(jar, render.headers['set-cookie']);
    const page = await browse(
      t,
      `/api/thirdLogin/callback/dingtalk?authCode=forged-code&state=${state}`,
      jar,
    );
    expect(page.searchParams.get('ssoError')).toBe('钉钉授权失败：授权码无效');
  });

  it('does not show another user the bindings', async () => {
    const res = await call(t, 'GET', '/api/thirdLogin/bindings', undefined, studentToken);
    expect((res.body.result as { bindings: unknown[] }).bindings).toEqual([]);
    expect((await call(t, 'GET', '/api/thirdLogin/bindings')).status).toBe(401);
  });
});

describe('rate limit', () => {
  it('stops a caller that keeps starting sign-ins, with a Chinese reason on the login page', async () => {
    let page: URL | undefined;
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/thirdLogin/render/dingtalk' });
      page = new URL(String(res.headers.location));
      if (page.pathname === '/user/login') break;
    }
    expect(page?.searchParams.get('ssoError')).toBe('登录请求过于频繁，请稍后再试');
  });
});

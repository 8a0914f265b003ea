import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, userNamed } from '../../../../../test/helpers/portal.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { type FakeOidc, startFakeOidc } from './fake-oidc-server.ts';
import { browse, type CookieJar, keepCookies, loginLogs, SITE } from './sso-browser.ts';

let oidc: FakeOidc;
let t: TestApp;

beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await createTestApp({ env: { ...oidc.env, SSO_PUBLIC_URL: SITE } });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});
beforeEach(() => {
  oidc.state.fault = 'none';
  oidc.state.nextUser = { sub: 'oidc-sub-1', preferred_username: 'student1', name: '李小明' };
});

/** The URL the provider sends the browser back to (our callback), without following it, and the cookies. */
async function callbackUrl(): Promise<{ url: string; jar: CookieJar }> {
  const render = await t.app.inject({ method: 'GET', url: '/api/thirdLogin/render/oidc' });
  expect(render.statusCode).toBe(302);
  const jar: CookieJar = new Map();
  keepCookies(jar, render.headers['set-cookie']);
  expect(String(render.headers['set-cookie'])).toContain('HttpOnly; SameSite=Lax');
  const authorize = new URL(String(render.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE}/api/thirdLogin/callback/oidc`);
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const res = await fetch(authorize, { redirect: 'manual' });
  return { url: String(res.headers.get('location')), jar };
}

const errorOf = (page: URL) => page.searchParams.get('ssoError');

describe('OIDC sign-in (authorisation code with PKCE)', () => {
  it('signs in through discovery, PKCE and a verified ID token; the one-time code works once', async () => {
    const page = await browse(t, '/api/thirdLogin/render/oidc');
    expect(page.pathname).toBe('/user/third-login');
    const code = page.searchParams.get('code')!;
    const res = await call(t, 'GET', `/api/thirdLogin/getLoginUser/${code}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const result = res.body.result as { token: string; userInfo: { username: string } };
    expect(result.userInfo.username).toBe('student1');
    expect((await call(t, 'GET', '/api/sys/user/info', undefined, result.token)).status).toBe(200);
    const replay = await call(t, 'GET', `/api/thirdLogin/getLoginUser/${code}`);
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('登录凭证无效或已过期，请重新登录');
    expect(await loginLogs(t, '通过统一身份认证（OIDC）登录成功')).toHaveLength(1);
  });

  it('refuses an ID token signed by another key', async () => {
    oidc.state.fault = 'bad-signature';
    const page = await browse(t, '/api/thirdLogin/render/oidc');
    expect(page.pathname).toBe('/user/login');
    expect(errorOf(page)).toBe('身份令牌无效：签名校验失败');
  });

  it('refuses an ID token for another audience, an expired one and a wrong nonce', async () => {
    oidc.state.fault = 'bad-audience';
    expect(errorOf(await browse(t, '/api/thirdLogin/render/oidc'))).toBe('身份令牌无效：受众不匹配');
    oidc.state.fault = 'expired';
    expect(errorOf(await browse(t, '/api/thirdLogin/render/oidc'))).toBe('身份令牌无效：已过期');
    oidc.state.fault = 'bad-nonce';
    expect(errorOf(await browse(t, '/api/thirdLogin/render/oidc'))).toBe('身份令牌无效：nonce 不匹配');
  });

  it('refuses a replayed state', async () => {
    const { url: callback, jar } = await callbackUrl();
    expect((await browse(t, callback, jar)).pathname).toBe('/user/third-login');
    const again = await browse(t, callback, jar);
    expect(errorOf(again)).toBe('该登录请求已使用过，请重新登录');
  });

  it('refuses a forged or missing state without asking the provider for tokens', async () => {
    const callback = new URL((await callbackUrl()).url);
    const before = oidc.state.tokenRequests;
    const forged = new URL(callback);
    const state = forged.searchParams.get('state')!;
    forged.searchParams.set('state', `${state.slice(0, -4)}AAAA`);
    expect(errorOf(await browse(t, forged.toString()))).toBe('登录请求校验失败（state 无效），请重新登录');
    forged.searchParams.delete('state');
    expect(errorOf(await browse(t, forged.toString()))).toBe('登录请求缺少 state 参数，请重新登录');
    // A state issued for another provider does not open this one's callback.
    const wrongSource = `${SITE}/api/thirdLogin/callback/oidc?code=x&state=${encodeURIComponent('djE6AAAA')}`;
    expect(errorOf(await browse(t, wrongSource))).toContain('state 无效');
    expect(oidc.state.tokenRequests).toBe(before);
  });

  it('refuses a callback link opened in another browser (login CSRF)', async () => {
    const { url } = await callbackUrl();
    const page = await browse(t, url);
    expect(errorOf(page)).toBe('登录请求与当前浏览器不匹配，请在同一个浏览器中重新发起登录');
  });

  it('refuses a user unknown here and a malformed one-time code', async () => {
    oidc.state.nextUser = { sub: 'oidc-sub-9', preferred_username: 'nobody_here', name: '无名' };
    const page = await browse(t, '/api/thirdLogin/render/oidc');
    expect(errorOf(page)).toBe('统一身份认证账号“nobody_here”在本平台没有对应的账号，请联系管理员开通');
    expect(await userNamed(t, 'nobody_here')).toBeUndefined();
    const bad = await call(t, 'GET', '/api/thirdLogin/getLoginUser/short');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('登录凭证格式不正确');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { setConfig, userNamed } from '../../../../test/helpers/portal.ts';
import { LOGIN_LIMITS, REGISTER_LIMIT_MESSAGE } from '../../../platform/auth/login-limits.ts';

const s = testAppSuite({ captcha: true });

beforeAll(async () => {
  await setConfig(s.t, 'allowReg', 'true');
});

let keys = 0;
/** A fresh captcha key and its answer, as the register page gets them. */
async function captcha() {
  const checkKey = `reg-${++keys}`;
  const res = await s.t.app.inject({ method: 'GET', url: `/api/sys/randomImage/${checkKey}` });
  expect(res.statusCode).toBe(200);
  return { checkKey, captcha: (await s.t.ctx.captcha.peek(checkKey))! };
}

const register = async (body: object, ip = '10.40.0.1') => {
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/sys/user/register',
    payload: body,
    remoteAddress: ip,
  });
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
};
const account = (username: string) => ({ username, password: 'Passw0rd1', confirmPassword: 'Passw0rd1' });

describe('registration captcha', () => {
  it('is required while the login captcha is on', async () => {
    expect(await register(account('nocaptcha'))).toEqual({ status: 400, message: '请输入验证码' });
    expect(await userNamed(s.t, 'nocaptcha')).toBeUndefined();
  });

  it('refuses a wrong answer and spends the key', async () => {
    const { checkKey, captcha: answer } = await captcha();
    const wrong = await register({ ...account('wrongcaptcha'), checkKey, captcha: 'zzzz' });
    expect(wrong).toEqual({ status: 400, message: '验证码错误，请重新输入' });
    const again = await register({ ...account('wrongcaptcha'), checkKey, captcha: answer });
    expect(again.status).toBe(400);
    expect(await userNamed(s.t, 'wrongcaptcha')).toBeUndefined();
  });

  it('registers with the right answer', async () => {
    expect(await register({ ...account('withcaptcha'), ...(await captcha()) })).toEqual({
      status: 200,
      message: '注册成功',
    });
    expect(await userNamed(s.t, 'withcaptcha')).toBeDefined();
  });
});

describe('registration rate limit', () => {
  it('allows 5 new accounts per IP an hour, then answers 429 and creates nothing', async () => {
    const ip = '10.41.0.1';
    // Refused tries do not count: only accounts actually created.
    expect((await register({ ...account('ab'), ...(await captcha()) }, ip)).status).toBe(400);
    for (let i = 0; i < LOGIN_LIMITS.registrationsPerIp; i++) {
      const res = await register({ ...account(`burst${i}`), ...(await captcha()) }, ip);
      expect(res, `burst${i}`).toEqual({ status: 200, message: '注册成功' });
    }
    const over = await register({ ...account('burst9'), ...(await captcha()) }, ip);
    expect(over).toEqual({ status: 429, message: REGISTER_LIMIT_MESSAGE });
    expect(await userNamed(s.t, 'burst9')).toBeUndefined();
    const elsewhere = await register({ ...account('burst9'), ...(await captcha()) }, '10.41.0.2');
    expect(elsewhere.status).toBe(200);
  });
});

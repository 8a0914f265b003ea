import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: true });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sys/login', payload });

async function captchaFor(key: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/sys/randomImage/${key}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toMatch(/^data:image\/svg\+xml;base64,/);
  return (await t.ctx.captcha.peek(key))!;
}

describe('login captcha', () => {
  it('is announced in the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sys/config/getCurrentConfig' });
    expect(res.json().result.loginCaptcha).toBe(true);
  });

  it('is required', async () => {
    const res = await login({ username: 'admin', password: 'Admin@123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请输入验证码');
  });

  it('refuses a wrong answer and then the same key even with the right answer', async () => {
    const answer = await captchaFor('k-wrong');
    const wrong = await login({
      username: 'admin',
      password: 'Admin@123456',
      checkKey: 'k-wrong',
      captcha: 'zzzz',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误，请重新输入');
    const retry = await login({
      username: 'admin',
      password: 'Admin@123456',
      checkKey: 'k-wrong',
      captcha: answer,
    });
    expect(retry.statusCode).toBe(400);
  });

  it('accepts the right answer once, case-insensitively, and refuses its reuse', async () => {
    const answer = await captchaFor('k-ok');
    const first = await login({
      username: 'admin',
      password: 'Admin@123456',
      checkKey: 'k-ok',
      captcha: answer.toUpperCase(),
    });
    expect(first.json()).toMatchObject({ success: true, code: 200 });
    const reused = await login({
      username: 'admin',
      password: 'Admin@123456',
      checkKey: 'k-ok',
      captcha: answer,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('验证码错误，请重新输入');
  });

  it('expires after 60 seconds', async () => {
    const answer = await captchaFor('k-old');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const res = await login({
        username: 'admin',
        password: 'Admin@123456',
        checkKey: 'k-old',
        captcha: answer,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
});

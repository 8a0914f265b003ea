import { describe, expect, it, vi } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { CAPTCHA_IMAGES_PER_MINUTE, CAPTCHA_LIMIT_MESSAGE } from '../captcha.ts';
import { sysCaptcha } from '../tables.ts';

const s = testAppSuite({ captcha: true });

const login = (payload: Record<string, unknown>) =>
  s.t.app.inject({ method: 'POST', url: '/api/sys/login', payload });
/** The admin's sign-in with the right password and the given captcha key and answer. */
const adminLogin = (checkKey: string, captcha: string) =>
  login({ username: 'admin', password: 'Admin@123456', checkKey, captcha });

async function captchaFor(key: string) {
  const res = await s.t.app.inject({ method: 'GET', url: `/api/sys/randomImage/${key}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toMatch(/^data:image\/svg\+xml;base64,/);
  return (await s.t.ctx.captcha.peek(key))!;
}

describe('login captcha', () => {
  it('is announced in the public config', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/sys/config/getCurrentConfig' });
    expect(res.json().result.loginCaptcha).toBe(true);
  });

  it('is required', async () => {
    const res = await login({ username: 'admin', password: 'Admin@123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请输入验证码');
  });

  it('refuses a wrong answer and then the same key even with the right answer', async () => {
    const answer = await captchaFor('k-wrong');
    const wrong = await adminLogin('k-wrong', 'zzzz');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('验证码错误，请重新输入');
    const retry = await adminLogin('k-wrong', answer);
    expect(retry.statusCode).toBe(400);
  });

  it('accepts the right answer once, case-insensitively, and refuses its reuse', async () => {
    const answer = await captchaFor('k-ok');
    const first = await adminLogin('k-ok', answer.toUpperCase());
    expect(first.json()).toMatchObject({ success: true, code: 200 });
    const reused = await adminLogin('k-ok', answer);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('验证码错误，请重新输入');
  });

  it('expires after 60 seconds', async () => {
    const answer = await captchaFor('k-old');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      const res = await adminLogin('k-old', answer);
      expect(res.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('captcha images', () => {
  const image = (key: string, ip: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/sys/randomImage/${key}`, remoteAddress: ip });

  it('keep their answers in memory on the embedded database (no row per image), in the table on PostgreSQL', async () => {
    const before = (await s.t.db.select().from(sysCaptcha)).length;
    for (let i = 0; i < 5; i++) expect((await image(`mem-${i}`, '10.60.0.1')).statusCode).toBe(200);
    expect(await s.t.ctx.captcha.peek('mem-4')).toMatch(/^\w{4}$/);
    // Several nodes may serve one PostgreSQL database, so there the answers must be shared.
    const rows = s.t.ctx.database.kind === 'postgres' ? before + 5 : before;
    expect((await s.t.db.select().from(sysCaptcha)).length).toBe(rows);
  });

  it('are limited per IP with a 429', async () => {
    for (let i = 0; i < CAPTCHA_IMAGES_PER_MINUTE; i++)
      expect((await image(`burst-${i}`, '10.61.0.1')).statusCode).toBe(200);
    const over = await image('burst-over', '10.61.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: CAPTCHA_LIMIT_MESSAGE });
    expect(await s.t.ctx.captcha.peek('burst-over')).toBeUndefined();
    expect((await image('burst-other', '10.61.0.2')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect((await image('burst-later', '10.61.0.1')).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password }, remoteAddress: ip });

describe('login rate limits', () => {
  it('locks an account after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('teacher', 'wrong', `10.1.0.${i}`)).statusCode).toBe(400);
    const locked = await attempt('teacher', 'Demo@123456', '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('登录失败次数过多，请 15 分钟后再试');
  });

  it('limits one IP guessing across many accounts', async () => {
    for (let i = 0; i < 30; i++) await attempt(`ghost${i}`, 'wrong', '10.2.0.1');
    const res = await attempt('student2', 'Demo@123456', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    expect((await attempt('student2', 'Demo@123456', '10.2.0.2')).statusCode).toBe(200);
  });
});

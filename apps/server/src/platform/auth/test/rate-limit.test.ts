import { describe, expect, it, vi } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { ACCOUNT_LOCK_MESSAGE, LOGIN_LIMITS, LOGIN_LOCK_MESSAGE, LoginLimits } from '../login-limits.ts';

const s = testAppSuite();

const attempt = (username: string, password: string, ip = '10.0.0.1') =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('login rate limits', () => {
  it('locks an account after 5 failures only for the IP that made them', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('teacher', 'wrong', '10.1.0.1')).statusCode).toBe(400);
    const locked = await attempt('teacher', 'Demo@123456', '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ACCOUNT_LOCK_MESSAGE);
    expect((await attempt('teacher', 'Demo@123456', '10.1.0.2')).statusCode).toBe(200);
    // Still locked for the guesser after the real user signed in elsewhere.
    expect((await attempt('teacher', 'Demo@123456', '10.1.0.1')).statusCode).toBe(429);
  });

  it('lets nobody lock the admin out from another address', async () => {
    for (let i = 0; i < 12; i++) await attempt('ADMIN', 'wrong', '10.3.0.1');
    expect((await attempt('admin', 'Admin@123456', '10.3.0.1')).statusCode).toBe(429);
    expect((await attempt('admin', 'Admin@123456', '10.3.0.2')).statusCode).toBe(200);
  });

  it('stops guessing spread over many IPs at 50 failures of one account', async () => {
    const ips = LOGIN_LIMITS.perAccount / LOGIN_LIMITS.perAccountAndIp;
    for (let n = 0; n < ips; n++)
      for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
        const res = await attempt('student1', `wrong${i}`, `10.4.${n}.1`);
        expect(res.statusCode, `${n}/${i}`).toBe(400);
      }
    const res = await attempt('student1', 'Demo@123456', '10.4.99.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(ACCOUNT_LOCK_MESSAGE);
  });

  it('starts the pair over after a right password', async () => {
    for (let i = 0; i < 4; i++) await attempt('student2', 'wrong', '10.5.0.1');
    expect((await attempt('student2', 'Demo@123456', '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('student2', 'wrong', '10.5.0.1')).statusCode).toBe(400);
    expect((await attempt('student2', 'Demo@123456', '10.5.0.1')).statusCode).toBe(200);
  });

  it('limits one IP guessing across many accounts', async () => {
    for (let i = 0; i < 30; i++) await attempt(`ghost${i}`, 'wrong', '10.2.0.1');
    const res = await attempt('student2', 'Demo@123456', '10.2.0.1');
    expect(res.statusCode).toBe(429);
    // The SMS login of this address is refused too, so the message does not point to it.
    expect(res.json().message).toBe(LOGIN_LOCK_MESSAGE);
    expect((await attempt('student2', 'Demo@123456', '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('LoginLimits', () => {
  it('forgets failures after the 15-minute window', () => {
    const limits = new LoginLimits();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) limits.fail('Teacher', '1.1.1.1');
    expect(limits.blocked('teacher', '1.1.1.1')).toBe(true);
    expect(limits.blocked('teacher', '1.1.1.2')).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOGIN_LIMITS.windowMs + 1 });
    try {
      expect(limits.blocked('teacher', '1.1.1.1')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

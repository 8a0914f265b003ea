import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { setPhone } from '../../../../test/helpers/portal.ts';
import {
  ACCOUNT_LOCK_MESSAGE,
  LOGIN_LIMITS,
  LOGIN_LOCK_MESSAGE,
} from '../../../platform/auth/login-limits.ts';
import { sysSmsCode } from '../account-tables.ts';
import { sysUser } from '../tables.ts';

const s = testAppSuite();

beforeAll(async () => {
  await s.t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'student2'));
  await setPhone(s.t, 'student1', '13800000011');
  await setPhone(s.t, 'student2', '13800000012');
});

const FROZEN = '该用户已冻结，请联系管理员';
const RIGHT = 'Demo@123456';

const post = async (url: string, payload: object, ip: string) => {
  const res = await s.t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const { timestamp: _, ...body } = res.json() as Record<string, unknown>;
  return { status: res.statusCode, body };
};
const login = (username: string, password: string, ip: string) =>
  post('/api/sys/login', { username, password }, ip);
const phoneLogin = (mobile: string, captcha: string, ip: string) =>
  post('/api/sys/phoneLogin', { mobile, captcha }, ip);

/** A live login code for a phone, stored as the SMS sender stores it. */
async function codeFor(mobile: string, code: string) {
  await s.t.db.update(sysSmsCode).set({ usedAt: new Date() }).where(eq(sysSmsCode.mobile, mobile));
  await s.t.db.insert(sysSmsCode).values({
    id: uuidv7(),
    mobile,
    purpose: '0',
    codeHash: createHash('sha256').update(`${mobile}:0:${code}`).digest('hex'),
    expiresAt: new Date(Date.now() + 60_000),
    ip: '127.0.0.1',
  });
}

describe('a frozen account behind the password login', () => {
  it('answers a wrong password exactly like an active account', async () => {
    const frozen = await login('student2', 'wrong', '10.20.0.1');
    const active = await login('student1', 'wrong', '10.20.0.2');
    expect(frozen).toEqual(active);
    expect(frozen).toMatchObject({ status: 400, body: { message: '用户名或密码错误' } });
  });

  it('counts its wrong passwords and locks the pair like any account, even for the right password', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) await login('student2', 'wrong', '10.21.0.1');
    const locked = await login('student2', RIGHT, '10.21.0.1');
    expect(locked).toMatchObject({ status: 429, body: { message: ACCOUNT_LOCK_MESSAGE } });
    expect(JSON.stringify(locked.body)).not.toContain('冻结');
  });

  it('says it is frozen only to the right password from an address within the limits', async () => {
    const res = await login('student2', RIGHT, '10.21.0.2');
    expect(res).toMatchObject({ status: 403, body: { success: false, message: FROZEN } });
    expect(JSON.stringify(res.body)).not.toMatch(/token/i);
  });
});

describe('a frozen account behind the phone login', () => {
  it('answers a wrong code exactly like an active account', async () => {
    await codeFor('13800000011', '123456');
    await codeFor('13800000012', '123456');
    const frozen = await phoneLogin('13800000012', '654321', '10.30.0.1');
    const active = await phoneLogin('13800000011', '654321', '10.30.0.2');
    expect(frozen).toEqual(active);
    expect(frozen.status).toBe(400);
  });

  it('counts wrong codes against the IP: past the limit even the right code gets 429, not “frozen”', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      const res = await phoneLogin('13800000019', '000000', '10.31.0.1');
      expect(res.status).toBe(400);
    }
    await codeFor('13800000012', '222222');
    const blocked = await phoneLogin('13800000012', '222222', '10.31.0.1');
    expect(blocked).toMatchObject({ status: 429, body: { message: LOGIN_LOCK_MESSAGE } });
    // The refused try did not spend the code: from an address within the limits it now says frozen.
    const frozen = await phoneLogin('13800000012', '222222', '10.31.0.2');
    expect(frozen).toMatchObject({ status: 403, body: { message: FROZEN } });
  });

  it('signs in an active account with the right code', async () => {
    await codeFor('13800000011', '333333');
    const res = await phoneLogin('13800000011', '333333', '10.32.0.1');
    expect(res.status).toBe(200);
  });
});

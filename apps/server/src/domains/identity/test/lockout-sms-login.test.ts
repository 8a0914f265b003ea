import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsSuite } from '../../../../test/helpers/fake-sms-server.ts';
import { setPhone } from '../../../../test/helpers/portal.ts';
import { ACCOUNT_LOCK_MESSAGE, LOGIN_LIMITS } from '../../../platform/auth/login-limits.ts';
import { sysSmsCode } from '../account-tables.ts';
import { PHONE_SENDS } from '../sms/sms-codes.ts';

// A guesser spread over many addresses locks the account's password login for everyone; the owner
// still signs in with a code sent to the account's phone, and that way in has limits of its own.

const suite = smsSuite();

beforeAll(async () => {
  await setPhone(suite.t, 'student1', '13800000031');
});

const post = async (url: string, payload: object, ip: string, token?: string) => {
  const res = await suite.t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: token ? { 'x-access-token': token } : {},
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; message: string; result: unknown },
  };
};
const login = (username: string, password: string, ip: string) =>
  post('/api/sys/login', { username, password }, ip);
const sendCode = (mobile: string, ip: string) => post('/api/sys/sms', { mobile, smsmode: '0' }, ip);
const phoneLogin = (mobile: string, captcha: string, ip: string) =>
  post('/api/sys/phoneLogin', { mobile, captcha }, ip);
/** Moves the phone's stored codes `minutes` back in time (past the once-a-minute resend wait). */
const age = (mobile: string, minutes: number) =>
  suite.t.db
    .update(sysSmsCode)
    .set({ createTime: sql`${sysSmsCode.createTime} - make_interval(mins => ${minutes})` })
    .where(eq(sysSmsCode.mobile, mobile));

/** Wrong passwords of `username` spread over addresses, up to the account-wide ceiling. */
async function guessFromEverywhere(username: string, net: string) {
  const ips = LOGIN_LIMITS.perAccount / LOGIN_LIMITS.perAccountAndIp;
  for (let n = 0; n < ips; n++)
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++)
      expect((await login(username, `guess${i}`, `${net}.${n}.1`)).status).toBe(400);
}

describe('an account locked by the password ceiling', () => {
  it('refuses the right password from every address, pointing to the SMS login', async () => {
    await guessFromEverywhere('student1', '10.60');
    for (const ip of ['10.60.0.1', '10.61.0.1', '192.168.1.5']) {
      const res = await login('student1', 'Demo@123456', ip);
      expect(res.status, ip).toBe(429);
      expect(res.body.message).toBe(ACCOUNT_LOCK_MESSAGE);
      expect(res.body.message).toContain('可使用手机验证码登录');
      expect(JSON.stringify(res.body)).not.toMatch(/token/i);
    }
  });

  it('still lets the owner in with a code sent to the phone, and the password stays locked', async () => {
    const ownerIp = '10.62.0.1';
    const sent = await sendCode('13800000031', ownerIp);
    expect(sent.status, sent.body.message).toBe(200);
    const code = suite.sms.lastCode('13800000031');
    expect(code).toMatch(/^\d{6}$/);
    const res = await phoneLogin('13800000031', code!, ownerIp);
    expect(res.status, res.body.message).toBe(200);
    const result = res.body.result as { token: string; userInfo: { username: string } };
    expect(result.userInfo.username).toBe('student1');
    const info = await suite.t.app.inject({
      method: 'GET',
      url: '/api/sys/user/info',
      headers: { 'x-access-token': result.token },
    });
    expect(info.statusCode).toBe(200);
    // Signing in by SMS does not hand the guesser a fresh allowance.
    expect((await login('student1', 'Demo@123456', ownerIp)).status).toBe(429);
  });

  it('says the same for any locked username, so the message reveals no account or phone', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i++) {
      await login('no-such-user', 'x', '10.63.0.1');
      await login('student2', 'x', '10.63.0.2');
    }
    const ghost = await login('no-such-user', 'x', '10.63.0.1');
    const phoneless = await login('student2', 'Demo@123456', '10.63.0.2');
    // Everything but the answer's own timestamp is the same.
    const { success, message, result } = phoneless.body;
    expect(ghost.status).toBe(phoneless.status);
    expect(ghost.body).toMatchObject({ success, message, result });
    expect(ghost.body.message).toBe(ACCOUNT_LOCK_MESSAGE);
  });
});

describe('limits of the SMS login itself', () => {
  it('sends one phone at most 5 codes an hour and 10 a day, from any address', async () => {
    const mobile = '13800000031';
    await suite.t.db.delete(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
    for (let i = 0; i < PHONE_SENDS.perHour; i++) {
      await age(mobile, 2);
      expect((await sendCode(mobile, `10.70.${i}.1`)).status, `第 ${i + 1} 条`).toBe(200);
    }
    await age(mobile, 2);
    const before = suite.sms.sent.length;
    const hourly = await sendCode(mobile, '10.70.99.1');
    expect(hourly).toMatchObject({
      status: 429,
      body: { message: '该手机号接收验证码过于频繁，请 1 小时后再试' },
    });
    // An hour later the phone may receive more, up to the daily count.
    await age(mobile, 61);
    for (let i = 0; i < PHONE_SENDS.perDay - PHONE_SENDS.perHour; i++) {
      expect((await sendCode(mobile, `10.71.${i}.1`)).status, `第 ${i + 6} 条`).toBe(200);
      await age(mobile, 2);
    }
    await age(mobile, 61);
    const daily = await sendCode(mobile, '10.71.99.1');
    expect(daily).toMatchObject({
      status: 429,
      body: { message: '该手机号今天接收验证码的次数已达上限，请明天再试' },
    });
    expect(suite.sms.sent.length).toBe(before + PHONE_SENDS.perDay - PHONE_SENDS.perHour);
    const stored = await suite.t.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
    expect(stored).toHaveLength(PHONE_SENDS.perDay);
  });

  it('refuses every login of an address over its failure limit, SMS included, without the hint', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) await phoneLogin('13800000039', '000000', '10.72.0.1');
    const byPassword = await login('student1', 'Demo@123456', '10.72.0.1');
    expect(byPassword.status).toBe(429);
    expect(byPassword.body.message).not.toContain('手机验证码');
    expect((await phoneLogin('13800000031', '123456', '10.72.0.1')).status).toBe(429);
  });
});

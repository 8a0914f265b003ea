import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsSuite } from '../../../../test/helpers/fake-sms-server.ts';
import { call, setPhone, userNamed } from '../../../../test/helpers/portal.ts';
import { sysSmsCode } from '../account-tables.ts';

const suite = smsSuite();

beforeAll(async () => {
  await setPhone(suite.t, 'student1', '13800000001');
  await setPhone(suite.t, 'student2', '13800000002');
});

const send = (mobile: string, smsmode: string, token?: string) =>
  call(suite.t, 'POST', '/api/sys/sms', { mobile, smsmode }, token);
const phoneLogin = (mobile: string, captcha: string) =>
  call(suite.t, 'POST', '/api/sys/phoneLogin', { mobile, captcha });
const rows = (mobile: string) => suite.t.db.select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));

describe('sending codes', () => {
  it('refuses a malformed number or mode and stores nothing', async () => {
    const bad = await send('1380000', '0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('手机号格式不正确');
    expect((await send('13800000001', '9')).status).toBe(400);
    expect(await rows('1380000')).toHaveLength(0);
  });

  it('sends a signed request to the provider, at most once a minute per phone', async () => {
    const first = await send('13800000001', '0');
    expect(first.status).toBe(200);
    expect(suite.sms.lastCode('13800000001')).toMatch(/^\d{6}$/);
    // The code goes by the configured verification template, as its only parameter.
    const [sent] = suite.sms.sent.filter((s) => s.mobile === '13800000001');
    expect(sent).toMatchObject({
      templateCode: suite.sms.env.SMS_TEMPLATE_CODE,
      params: { code: sent.code },
    });
    expect(Object.keys(sent.params)).toEqual(['code']);
    const again = await send('13800000001', '0');
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/验证码发送过于频繁，请 \d+ 秒后再试/);
    expect(suite.sms.sent.filter((s) => s.mobile === '13800000001')).toHaveLength(1);
    // Only a hash is stored.
    const [row] = await rows('13800000001');
    expect(row.codeHash).not.toContain(suite.sms.lastCode('13800000001'));
  });

  it('answers alike for an unknown number without sending anything', async () => {
    const res = await send('13900000009', '0');
    expect(res.status).toBe(200);
    expect(suite.sms.lastCode('13900000009')).toBeUndefined();
  });

  it('a provider refusal is a clear error and leaves no code behind', async () => {
    suite.sms.state.failWith = 'isv.BUSINESS_LIMIT_CONTROL';
    const res = await send('13800000002', '0');
    suite.sms.state.failWith = '';
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('短信发送失败，请稍后重试');
    expect(await rows('13800000002')).toHaveLength(0);
  });
});

describe('phone login', () => {
  it('logs in once with the code: single use', async () => {
    const code = suite.sms.lastCode('13800000001')!;
    const ok = await phoneLogin('13800000001', code);
    expect(ok.status).toBe(200);
    expect(ok.body.code).toBe(200);
    const result = ok.body.result as { token: string; userInfo: { username: string } };
    expect(result.userInfo.username).toBe('student1');
    expect(result.token).toBeTruthy();
    const reuse = await phoneLogin('13800000001', code);
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('验证码已失效，请重新获取');
  });

  it('allows at most 5 guesses, then the code is void even when right', async () => {
    await suite.t.db.update(sysSmsCode).set({ createTime: new Date(Date.now() - 120_000) });
    expect((await send('13800000002', '0')).status).toBe(200);
    const code = suite.sms.lastCode('13800000002')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await phoneLogin('13800000002', wrong);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`验证码错误，还可尝试 ${5 - i} 次`);
    }
    const fifth = await phoneLogin('13800000002', wrong);
    expect(fifth.body.message).toBe('验证码错误次数过多，请重新获取');
    const right = await phoneLogin('13800000002', code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('验证码错误次数过多，请重新获取');
  });

  it('expires codes after 5 minutes', async () => {
    await suite.t.db.update(sysSmsCode).set({ createTime: new Date(Date.now() - 120_000) });
    expect((await send('13800000002', '0')).status).toBe(200);
    const code = suite.sms.lastCode('13800000002')!;
    await suite.t.db
      .update(sysSmsCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysSmsCode.mobile, '13800000002'));
    const res = await phoneLogin('13800000002', code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('验证码已失效，请重新获取');
  });
});

describe('bind phone and forgotten password', () => {
  it('binds a free number with a code and refuses one bound elsewhere', async () => {
    const token = await suite.t.login('teacher');
    expect((await send('13800000003', '3')).status).toBe(401);
    const taken = await send('13800000001', '3', token);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('该手机号已被其他账号绑定');
    expect((await send('13800000003', '3', token)).status).toBe(200);
    const bind = (captcha: string | undefined) =>
      call(suite.t, 'PUT', '/api/sys/user/bindPhone', { mobile: '13800000003', captcha }, token);
    expect((await bind('12')).status).toBe(400);
    expect((await userNamed(suite.t, 'teacher')).phone).toBeNull();
    expect((await bind(suite.sms.lastCode('13800000003'))).status).toBe(200);
    expect((await userNamed(suite.t, 'teacher')).phone).toBe('13800000003');
  });

  it('resets a forgotten password with a code and ends the sessions', async () => {
    const token = await suite.t.login('student1');
    await suite.t.db.update(sysSmsCode).set({ createTime: new Date(Date.now() - 120_000) });
    expect((await send('13800000001', '2')).status).toBe(200);
    const code = suite.sms.lastCode('13800000001')!;
    const forget = (password: string, confirmpassword: string) =>
      call(suite.t, 'POST', '/api/sys/user/forgetPassword', {
        mobile: '13800000001',
        captcha: code,
        password,
        confirmpassword,
      });
    expect((await forget('NewPass123', 'NewPass124')).body.message).toBe('两次输入的密码不一样');
    expect((await forget('short', 'short')).body.message).toBe('密码长度必须为 8-64 位');
    const res = await forget('NewPass123', 'NewPass123');
    expect(res.status).toBe(200);
    expect((await call(suite.t, 'GET', '/api/sys/user/info', undefined, token)).status).toBe(401);
    expect(await suite.t.login('student1', 'NewPass123')).toBeTruthy();
  });
});

import {
  type ClassCode,
  classCodeSchema,
  emptyEnvelope,
  envelopeOf,
  forgetPasswordResultSchema,
  joinedClassSchema,
  loginResultSchema,
  notifySettingsSchema,
  registerResultSchema,
  resetClassCodeResultSchema,
  userInfoResultSchema,
} from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type Client,
  clientOf,
  expectAnswer,
  expectErrorAnswer,
} from '../../../../test/helpers/api-client.ts';
import { smsSuite } from '../../../../test/helpers/fake-sms-server.ts';
import { call, setConfig, setPhone } from '../../../../test/helpers/portal.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingClassCode } from '../account-tables.ts';
import { sysDepart } from '../tables.ts';

// Like session-contracts.test.ts: a 200 proves the declared schema serialises every field
// (verifyResponses), and parsing the body with the shared schema proves the values fit it.

let student: Client;
let teacher: Client;

const suite = smsSuite();

beforeAll(async () => {
  student = clientOf(suite.t, await suite.t.login('student2'));
  teacher = clientOf(suite.t, await suite.t.login('teacher'));
});

/** Sends a code for `smsmode` and answers it, checking the send's answer on the way. */
async function codeFor(mobile: string, smsmode: string, token?: string): Promise<string> {
  expectAnswer(await call(suite.t, 'POST', '/api/sys/sms', { mobile, smsmode }, token), emptyEnvelope);
  const code = suite.sms.lastCode(mobile);
  if (!code) throw new Error(`no code sent to ${mobile}`);
  return code;
}

describe('account answers match their shared schemas', () => {
  it('for registration with and without a phone, the forgotten password and the phone login', async () => {
    await setConfig(suite.t, 'allowReg', 'true');
    const registered = envelopeOf(registerResultSchema);
    const plain = await call(suite.t, 'POST', '/api/sys/user/register', {
      username: 'plain1',
      password: 'Passw0rd1',
    });
    expectAnswer(plain, registered);
    expect(plain.body.result).toEqual({ username: 'plain1', className: null });

    await setConfig(suite.t, '_defaultClass', 'A01A01');
    const smscode = await codeFor('13800000021', '1');
    const withPhone = await call(suite.t, 'POST', '/api/sys/user/register', {
      username: 'phone1',
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      realname: '新同学',
      phone: '13800000021',
      smscode,
    });
    expectAnswer(withPhone, registered);
    expect(withPhone.body.result).toEqual({ username: 'phone1', className: '三年级1班' });

    await setPhone(suite.t, 'plain1', '13800000025');
    const captcha = await codeFor('13800000025', '2');
    const reset = await call(suite.t, 'POST', '/api/sys/user/forgetPassword', {
      mobile: '13800000025',
      captcha,
      password: 'Passw0rd2',
      confirmpassword: 'Passw0rd2',
    });
    expectAnswer(reset, envelopeOf(forgetPasswordResultSchema));
    expect(reset.body.result).toEqual({ username: 'plain1' });

    // An unknown number is answered alike, without a code.
    expectAnswer(
      await call(suite.t, 'POST', '/api/sys/sms', { mobile: '13900000029', smsmode: '0' }),
      emptyEnvelope,
    );
    await setPhone(suite.t, 'student1', '13800000022');
    const login = await codeFor('13800000022', '0');
    const res = await call(suite.t, 'POST', '/api/sys/phoneLogin', { mobile: '13800000022', captcha: login });
    expectAnswer(res, envelopeOf(loginResultSchema));
    expect(res.body.code).toBe(200);
  });

  it('for the profile, the phone binding and the notification preferences', async () => {
    const profile = envelopeOf(userInfoResultSchema);
    const full = {
      realname: '张小红',
      nickname: '小红花',
      avatar: 'avatar/2026/a.png',
      sex: 2,
      birthday: '2015-03-04',
      email: 'red@example.com',
    };
    expectAnswer(await student.put('/api/sys/user/editSelf', full), profile);
    expectAnswer(
      await student.post('/api/sys/user/editSelf', { avatar: '', sex: '', birthday: '', email: '' }),
      profile,
    );
    expectAnswer(await student.put('/api/sys/user/editSelf', {}), profile);

    const token = await suite.t.login('student2');
    const captcha = await codeFor('13800000023', '3', token);
    const bound = await clientOf(suite.t, token).put('/api/sys/user/bindPhone', {
      mobile: '13800000023',
      captcha,
    });
    expectAnswer(bound, profile);

    const settings = envelopeOf(notifySettingsSchema);
    expectAnswer(await student.get('/api/sys/user/notifySettings'), settings);
    expectAnswer(await student.put('/api/sys/user/notifySettings', { exam: false }), settings);
    expectAnswer(await student.get('/api/sys/user/notifySettings'), settings);
  });

  it('for class codes: the list, a reset and joining by code', async () => {
    const codes = await teacher.get('/api/teaching/class/codes');
    expectAnswer(codes, envelopeOf(z.array(classCodeSchema)));
    expectAnswer(await student.get('/api/teaching/class/codes'), envelopeOf(z.array(classCodeSchema)));
    const [klass] = codes.body.result as ClassCode[];
    expectAnswer(
      await teacher.post('/api/teaching/class/code/reset', { departId: klass.departId }),
      envelopeOf(resetClassCodeResultSchema),
    );

    const [other] = await suite.t.db
      .insert(sysDepart)
      .values({
        id: '00000000-0000-7000-8000-0000000000e2',
        tenantId: DEFAULT_TENANT_ID,
        departName: '三年级4班',
        orgCode: 'A01A04',
        orgCategory: '3',
      })
      .returning();
    await suite.t.db
      .insert(teachingClassCode)
      .values({ departId: other.id, tenantId: DEFAULT_TENANT_ID, code: 'JOIN44' });
    const joined = await student.post('/api/teaching/class/join', { code: 'join44' });
    expectAnswer(joined, envelopeOf(joinedClassSchema));
    expect(joined.body.message).toBe('已加入班级「三年级4班」');
  });

  it('keeps error answers as they were', async () => {
    const wrong = await student.post('/api/teaching/class/join', { code: 'ZZZZ99' });
    expectErrorAnswer(wrong, 400, '班级码不存在，请向老师核对后重新输入');
    const closed = await call(suite.t, 'POST', '/api/sys/sms', { mobile: '13800000024', smsmode: '3' });
    expect(closed.status).toBe(401);
    expect(closed.body.message).toBe('未登录，请先登录');
  });
});

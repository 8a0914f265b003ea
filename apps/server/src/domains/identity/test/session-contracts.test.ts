import {
  currentConfigSchema,
  currentDepartsSchema,
  dictOptionSchema,
  dictOptionsByCodeSchema,
  emptyEnvelope,
  envelopeOf,
  type LoginResult,
  loginResultSchema,
  sessionInfoSchema,
  userInfoResultSchema,
  userPermissionsSchema,
} from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientOf, expectAnswer, expectErrorAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { call, setConfig, userNamed } from '../../../../test/helpers/portal.ts';
import { CONFIG_DEFAULTS } from '../../../platform/config/config-defaults.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify (verifyResponses), so a 200 here also proves the schema describes every field. Parsing
// the body with the shared schema proves the values fit it, and comparing the parse with the body
// catches a field the schema lacks (zod drops unknown keys). getUserPermissionByToken is sent as
// ready-made bytes, never through the serializer: parsing is what checks it.

const s = testAppSuite();

const loginAnswer = envelopeOf(loginResultSchema);

async function signIn(username: string, password: string) {
  const res = await call(s.t, 'POST', '/api/sys/login', { username, password });
  expectAnswer(res, loginAnswer);
  return res.body.result as LoginResult;
}

describe('session answers match their shared schemas', () => {
  it('for the captcha and for logins with none, one and several departments', async () => {
    expectAnswer(await call(s.t, 'GET', '/api/sys/randomImage/1700000000000'), envelopeOf(z.string()));

    // Every optional profile field filled on one account, all of them empty on a bare one.
    const filled = await userNamed(s.t, 'student1');
    await s.t.db
      .update(sysUser)
      .set({
        nickname: '小明',
        avatar: 'avatar/a.png',
        birthday: '2015-06-01',
        sex: 1,
        email: 'a@example.com',
        phone: '13800000011',
      })
      .where(eq(sysUser.id, filled.id));
    const student = await signIn('student1', DEMO_PASSWORD);
    expect(student.userInfo).toMatchObject({ sex: 1, phone: '13800000011', userIdentity: 1 });

    await setConfig(s.t, 'allowReg', 'true');
    const reg = await call(s.t, 'POST', '/api/sys/user/register', {
      username: 'bare1',
      password: 'Passw0rd1',
    });
    expect(reg.status, reg.body.message).toBe(200);
    const bare = await signIn('bare1', 'Passw0rd1');
    expect(bare).toMatchObject({ multi_depart: 0, departs: [] });
    expect(bare.userInfo).toMatchObject({
      avatar: null,
      sex: null,
      email: null,
      orgCode: null,
      departIds: null,
    });

    // A teacher in a second class chooses between them.
    const teacher = await userNamed(s.t, 'teacher');
    const [second] = await s.t.db
      .insert(sysDepart)
      .values({
        id: '00000000-0000-7000-8000-0000000000d2',
        tenantId: teacher.tenantId,
        parentId: null,
        departName: '三年级3班',
        orgCode: 'A01A03',
        orgCategory: '3',
      })
      .returning();
    await s.t.db.insert(sysUserDepart).values({ userId: teacher.id, departId: second.id });
    const several = await signIn('teacher', DEMO_PASSWORD);
    expect(several.multi_depart).toBe(2);
    expect(several.departs.map((d) => d.orgCode)).toEqual(['A01A01', 'A01A03']);

    const admin = clientOf(s.t, (await signIn('admin', ADMIN_PASSWORD)).token);
    expectAnswer(await admin.get('/api/sys/user/info'), envelopeOf(sessionInfoSchema));
    const me = clientOf(s.t, several.token);
    expectAnswer(await me.get('/api/sys/user/info'), envelopeOf(sessionInfoSchema));
    expectAnswer(await me.get('/api/sys/user/getCurrentUserDeparts'), envelopeOf(currentDepartsSchema));
    const switched = envelopeOf(userInfoResultSchema);
    expectAnswer(await me.put('/api/sys/selectDepart', { orgCode: 'A01A03' }), switched);
    expectAnswer(await me.post('/api/sys/selectDepart', { orgCode: 'A01A01' }), switched);
    expectAnswer(await clientOf(s.t, bare.token).get('/api/sys/user/info'), envelopeOf(sessionInfoSchema));
    const none = await clientOf(s.t, bare.token).get('/api/sys/user/getCurrentUserDeparts');
    expectAnswer(none, envelopeOf(currentDepartsSchema));
    expect(none.body.result).toEqual({ list: [], orgCode: null });
  });

  it('for the menus and buttons of each role, sent as ready-made bytes', async () => {
    const answer = envelopeOf(userPermissionsSchema);
    for (const username of ['admin', 'teacher', 'student1']) {
      const res = await clientOf(s.t, await s.t.login(username)).get(
        '/api/sys/permission/getUserPermissionByToken',
      );
      expectAnswer(res, answer);
    }
  });

  it('for the public config, to visitors and to signed-in users', async () => {
    const config = envelopeOf(currentConfigSchema);
    const visitor = await call(s.t, 'GET', '/api/sys/config/getCurrentConfig');
    expectAnswer(visitor, config);
    // The seed stores every key: the schema must know each public one.
    const publicKeys = Object.keys(CONFIG_DEFAULTS).filter((k) => !k.startsWith('_'));
    expect(Object.keys(visitor.body.result as object).sort()).toEqual([...publicKeys, 'loginCaptcha'].sort());
    // Older clients build file addresses from staticDomain: unset, it is the server's file route.
    expect(visitor.body.result).toMatchObject({
      staticDomain: '/api/sys/common/static',
      allowComment: 'true',
    });
    await setConfig(
      s.t,
      'indexConfig',
      JSON.stringify({
        indexLogo: 'x.png',
        ifshopping: 'true',
        mybutton: false,
        buttonList: [{ title: '编程' }],
      }),
    );
    expectAnswer(
      await call(s.t, 'GET', '/api/sys/config/getCurrentConfig', undefined, await s.t.login('admin')),
      config,
    );
    await setConfig(s.t, 'indexConfig', 'not json');
    const broken = await call(s.t, 'GET', '/api/sys/config/getCurrentConfig');
    expectAnswer(broken, config);
    expect((broken.body.result as { indexConfig: object }).indexConfig).toEqual({});
  });

  it('for dictionaries, logout and the password change', async () => {
    const student = clientOf(s.t, await s.t.login('student2'));
    expectAnswer(await student.get('/api/sys/dict/queryAllDictItems'), envelopeOf(dictOptionsByCodeSchema));
    const items = envelopeOf(z.array(dictOptionSchema));
    expectAnswer(await student.get('/api/sys/dict/getDictItems/sex'), items);
    expectAnswer(await student.get('/api/sys/dict/getDictItems/no_such_dict'), items);

    const bare = clientOf(s.t, (await signIn('bare1', 'Passw0rd1')).token);
    const change = { oldpassword: 'Passw0rd1', password: 'Passw0rd2', confirmpassword: 'Passw0rd2' };
    expectAnswer(await bare.post('/api/sys/user/updatePassword', change), emptyEnvelope);
    expectAnswer(await student.post('/api/sys/logout', {}), emptyEnvelope);
  });

  it('keeps error answers as they were', async () => {
    const wrong = await call(s.t, 'POST', '/api/sys/login', { username: 'student1', password: 'nope' });
    expectErrorAnswer(wrong, 400, '用户名或密码错误');
    const out = await call(s.t, 'POST', '/api/sys/logout', {});
    expect(out.status).toBe(401);
    expect(out.body.message).toBe('退出登录失败：缺少 Token');
  });
});

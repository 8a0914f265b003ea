import {
  adminUserSchema,
  createdStudentSchema,
  emptyEnvelope,
  envelopeOf,
  pageResultOf,
  resetPasswordResultSchema,
  userImportFailureSchema,
  userImportProgressSchema,
  userImportResultSchema,
} from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Json, roleId, unique, usersApp } from '../../../../test/helpers/admin-clients.ts';
import type { ApiAnswer } from '../../../../test/helpers/api-client.ts';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { uploadXlsx, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';

const suite = appSuite(usersApp);

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify (verifyResponses), so a 200 here also proves the schema describes every field. Parsing
// the body with the shared schema proves the values fit it, and no field is left over.

const U = '/api/sys/user';
const oneUser = envelopeOf(adminUserSchema);
const userPage = envelopeOf(pageResultOf(adminUserSchema));
const idList = envelopeOf(z.array(z.string()));
const idOf = (res: ApiAnswer) => (res.body.result as Json).id as string;

describe('user answers match their shared schemas', () => {
  it('for lists, reads and writes, with every optional field filled and empty', async () => {
    const name = unique('cfull');
    const full = await suite.admin.post(`${U}/add`, {
      username: name,
      password: 'Contract1pass',
      confirmpassword: 'Contract1pass',
      realname: '契约甲',
      nickname: '甲',
      phone: `139${String(Date.now()).slice(-8)}`,
      email: `${name}@example.com`,
      sex: 2,
      birthday: '2012-03-04',
      avatar: 'https://example.com/a.png',
      userIdentity: 2,
      selectedroles: await roleId(suite.t, 'teacher'),
      selecteddeparts: suite.classId,
      departIds: suite.classId,
    });
    expectAnswer(full, oneUser);
    const bare = await suite.admin.post(`${U}/add`, {
      username: unique('cbare'),
      password: 'Contract1pass',
      realname: '契约乙',
    });
    expectAnswer(bare, oneUser);
    expect(bare.body.result).toMatchObject({ sex: null, sex_dictText: null, roleIds: '', orgCodeTxt: '' });

    const filters = `username=*${name}*&realname=*契约*&status=1&userIdentity=2&departId=${suite.classId}`;
    expectAnswer(await suite.admin.get(`${U}/list?${filters}&column=username&order=asc`), userPage);
    expectAnswer(await suite.admin.get(`${U}/list?pageSize=50`), userPage);
    expectAnswer(await suite.admin.get(`${U}/queryById?id=${idOf(full)}`), oneUser);
    expectAnswer(await suite.admin.get(`${U}/queryById?id=${idOf(bare)}`), oneUser);
    expectAnswer(
      await suite.admin.put(`${U}/edit`, { id: idOf(full), realname: '契约甲改', sex: 1 }),
      oneUser,
    );
    expectAnswer(await suite.admin.post(`${U}/edit`, { id: idOf(bare), realname: '契约乙改' }), oneUser);

    const check = envelopeOf(z.boolean());
    expectAnswer(await suite.admin.get(`${U}/checkOnlyUser?username=${unique('free')}`), check);
    const taken = await suite.admin.get(`${U}/checkOnlyUser?username=${name}`);
    expectAnswer(taken, check);
    expect(taken.body).toMatchObject({ success: false, result: false });
    expectAnswer(await suite.admin.get(`${U}/checkOnlyUser?username=${name}&id=${idOf(full)}`), check);
    expectAnswer(await suite.admin.get(`${U}/queryUserRole?userid=${idOf(full)}`), idList);
    expectAnswer(await suite.admin.get(`${U}/queryUserRole?userid=${idOf(bare)}`), idList);

    expectAnswer(
      await suite.admin.get(`${U}/queryUserByDepId?depId=${suite.classId}&realname=契约`),
      envelopeOf(z.array(adminUserSchema)),
    );
    expectAnswer(
      await suite.teacher.get(`${U}/queryUserByDepId?id=${suite.classId}`),
      envelopeOf(z.array(adminUserSchema)),
    );
    expectAnswer(
      await suite.admin.get(`${U}/departUserList?depId=${suite.classId}&username=${name}`),
      userPage,
    );
    expectAnswer(await suite.admin.get(`${U}/departUserList?id=${suite.classId}&pageSize=5`), userPage);

    expectAnswer(await suite.admin.put(`${U}/frozenBatch`, { ids: idOf(bare), status: 2 }), emptyEnvelope);
    expectAnswer(await suite.admin.put(`${U}/frozenBatch`, { ids: idOf(bare), status: 1 }), emptyEnvelope);
    const password = { password: 'Changed1pass', confirmpassword: 'Changed1pass' };
    expectAnswer(
      await suite.admin.put(`${U}/changePassword`, { id: idOf(bare), ...password }),
      emptyEnvelope,
    );
    expectAnswer(
      await suite.admin.put(`${U}/changePassword`, { username: name, password: 'Changed2pass' }),
      emptyEnvelope,
    );
    expectAnswer(
      await suite.admin.put(`${U}/resetPassword`, { id: idOf(bare) }),
      envelopeOf(resetPasswordResultSchema),
    );

    const created = envelopeOf(z.array(createdStudentSchema));
    const byCount = await suite.teacher.post(`${U}/batchStudents`, {
      departId: suite.classId,
      prefix: unique('cb'),
      count: 2,
    });
    expectAnswer(byCount, created);
    const byNames = { departId: suite.classId, prefix: unique('cn'), start: 7, names: ['甲', '乙'] };
    expectAnswer(await suite.admin.post(`${U}/batchStudents`, byNames), created);

    expectAnswer(await suite.admin.del(`${U}/delete?id=${idOf(bare)}`), emptyEnvelope);
    const batchIds = (byCount.body.result as { username: string }[]).map((s) => s.username);
    const page = (await suite.admin.get(`${U}/list?username=${batchIds[0].slice(0, -3)}`)).body.result as {
      records: Json[];
    };
    const ids = page.records.map((r) => r.id).join(',');
    expectAnswer(await suite.admin.del(`${U}/deleteBatch?ids=${ids}`), emptyEnvelope);
  });

  it('for an import, its progress and its refusal', async () => {
    const token = await suite.t.login('admin');
    const header = [
      '用户账号',
      '真实姓名',
      '昵称',
      '性别',
      '生日',
      '手机号',
      '邮箱',
      '角色编码',
      '班级编码',
      '密码',
    ];
    const row = (password: string) => [
      unique('ci'),
      '导入',
      '',
      '',
      '',
      '',
      '',
      'student',
      'A01A01',
      password,
    ];
    const importId = `contract-${Date.now()}`;
    const shared = await uploadXlsx(
      suite.t,
      `${U}/importExcel?importId=${importId}`,
      token,
      await xlsxOf(header, [row(''), row('Own1password')]),
    );
    expectAnswer(shared, envelopeOf(userImportResultSchema));
    expect(typeof (shared.body.result as Json).initialPassword).toBe('string');
    const own = await uploadXlsx(
      suite.t,
      `${U}/importExcel`,
      token,
      await xlsxOf(header, [row('Own2password')]),
    );
    expectAnswer(own, envelopeOf(userImportResultSchema));
    expect((own.body.result as Json).initialPassword).toBeNull();
    expectAnswer(
      await suite.admin.get(`${U}/importProgress?id=${importId}`),
      envelopeOf(userImportProgressSchema),
    );

    const refused = envelopeOf(userImportFailureSchema.nullable());
    const bad = await uploadXlsx(
      suite.t,
      `${U}/importExcel`,
      token,
      await xlsxOf(header, [['student1', '重名']]),
    );
    expectAnswer(bad, refused, 400);
    expect((bad.body.result as Json).failed).toBe(1);
    expectAnswer(
      await uploadXlsx(suite.t, `${U}/importExcel`, token, await xlsxOf(header, [])),
      refused,
      400,
    );
  });

  it('keeps error answers as they were', async () => {
    const res = await suite.admin.get(`${U}/queryById?id=nope`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, message: '用户不存在', result: null });
  });
});

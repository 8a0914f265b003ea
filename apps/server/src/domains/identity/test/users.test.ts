import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  addUserForm,
  departId,
  expectNoSecrets,
  type Json,
  NEW_USER_PASSWORD,
  roleId,
  unique,
  userRow,
  usersApp,
} from '../../../../test/helpers/admin-clients.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { sysUser } from '../tables.ts';

const suite = appSuite(usersApp);

const newUser = (over: Json = {}) =>
  addUserForm(unique('u'), '测试用户', {
    phone: null,
    selectedroles: suite.studentRole,
    selecteddeparts: suite.classId,
    ...over,
  });

async function signIn(username: string, password: string) {
  const res = await suite.t.app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: { username, password },
  });
  return res.json() as { success: boolean; message: string; result: { token: string } };
}

describe('users', () => {
  it('adds a user with roles and departments, then edits it', async () => {
    const body = newUser({ realname: '赵六', sex: 1, birthday: '2014-05-06', email: 'z6@example.com' });
    const res = await suite.admin.post('/api/sys/user/add', body);
    expect(res.status, res.body.message).toBe(200);
    const user = res.body.result as Json;
    expect(user).toMatchObject({
      username: body.username,
      realname: '赵六',
      roleIds: suite.studentRole,
      selecteddeparts: suite.classId,
      orgCode: 'A01A01',
    });
    expectNoSecrets(res.body);
    expect((await signIn(body.username as string, NEW_USER_PASSWORD)).success).toBe(true);

    const edit = await suite.admin.put('/api/sys/user/edit', {
      id: user.id,
      realname: '赵六六',
      selectedroles: suite.studentRole,
      selecteddeparts: '',
    });
    expect(edit.status, edit.body.message).toBe(200);
    expect(edit.body.result).toMatchObject({ realname: '赵六六', selecteddeparts: '' });
    const roles = await suite.admin.get(`/api/sys/user/queryUserRole?userid=${user.id}`);
    expect(roles.body.result).toEqual([suite.studentRole]);
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const cases: [Json, RegExp][] = [
      [newUser({ password: 'short' }), /密码长度/],
      [newUser({ confirmpassword: 'Other0000' }), /不一致/],
      [newUser({ username: 'a b' }), /用户账号/],
      [newUser({ email: 'not-mail' }), /邮箱/],
      [newUser({ avatar: 'javascript:alert(1)' }), /头像/],
      [newUser({ selectedroles: 'no-such-role' }), /角色不存在/],
      [newUser({ selecteddeparts: 'no-such-depart' }), /部门不存在/],
      [newUser({ username: 'student1' }), /已存在/],
    ];
    for (const [body, message] of cases) {
      const res = await suite.admin.post('/api/sys/user/add', body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.message).toMatch(message);
      if (body.username !== 'student1')
        expect(await userRow(suite.t, body.username as string)).toBeUndefined();
    }
  });

  it('lists with search by username, realname, phone, status, department and role', async () => {
    const a = await suite.admin.post(
      '/api/sys/user/add',
      newUser({ realname: '搜索甲', phone: '13800000001' }),
    );
    const id = (a.body.result as Json).id;
    const q = async (params: string) =>
      (await suite.admin.get(`/api/sys/user/list?${params}`)).body.result as {
        records: Json[];
        total: number;
      };
    expect((await q('realname=*搜索甲*')).records.map((r) => r.id)).toEqual([id]);
    expect((await q('phone=13800000001')).records.map((r) => r.id)).toEqual([id]);
    expect((await q(`username=${(a.body.result as Json).username}`)).total).toBe(1);
    expect((await q(`departId=${suite.classId}&realname=搜索甲`)).total).toBe(1);
    expect((await q(`roleId=${await roleId(suite.t, 'teacher')}&realname=搜索甲`)).total).toBe(0);
    expect((await q('status=2&realname=搜索甲')).total).toBe(0);
    const page = await q('pageNo=1&pageSize=2&column=username&order=asc');
    expect(page.records).toHaveLength(2);
    expectNoSecrets(page);
  });

  it("answers the family client's filters and texts: sex, email, time window, several departments", async () => {
    const body = newUser({ realname: '兼容乙', sex: 2, email: 'compat-b@example.com' });
    const id = ((await suite.admin.post('/api/sys/user/add', body)).body.result as Json).id;
    const q = async (params: string) =>
      (await suite.admin.get(`/api/sys/user/list?${params}`)).body.result as {
        records: Json[];
        total: number;
      };
    expect((await q('realname=兼容乙&sex=2')).total).toBe(1);
    expect((await q('realname=兼容乙&sex=1')).total).toBe(0);
    expect((await q('email=compat-b@')).records.map((r) => r.id)).toEqual([id]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect((await q(`realname=兼容乙&createTime_begin=${today}&createTime_end=${today}`)).total).toBe(1);
    expect((await q('realname=兼容乙&createTime_end=2000-01-01')).total).toBe(0);
    const other = await departId(suite.t, 'A01');
    expect((await q(`realname=兼容乙&departId=${other},${suite.classId}`)).total).toBe(1);
    expect((await q(`realname=兼容乙&departId=${other}`)).total).toBe(0);
    const [row] = (await q('realname=兼容乙')).records;
    expect(row).toMatchObject({
      roleTxt: row.roleNames,
      orgCodeTxt: '三年级1班',
      schoolName: '码趣示范学校',
    });
    const teacherRow = (await q('username=teacher')).records[0];
    expect(teacherRow.departIds_dictText).toBe('三年级1班');
    const bad = await suite.admin.get('/api/sys/user/list?createTime_begin=2024-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('开始时间格式不正确：2024-02-30，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss');
  });

  it('checkOnlyUser answers taken and free names', async () => {
    expect((await suite.admin.get('/api/sys/user/checkOnlyUser?username=student1')).body.success).toBe(false);
    expect((await suite.admin.get('/api/sys/user/checkOnlyUser?username=nobody_here')).body.success).toBe(
      true,
    );
  });

  it('checkOnlyUser is public for the registration form: name or phone, never through an id, rate limited', async () => {
    const anonymous = (query: string) =>
      suite.t.app.inject({
        method: 'GET',
        url: `/api/sys/user/checkOnlyUser?${query}`,
        remoteAddress: '10.9.8.7',
      });
    const s1 = await userRow(suite.t, 'student1');
    expect((await anonymous('username=student1')).json()).toMatchObject({ success: false, result: false });
    // Another user's id does not make a taken name look free to an outsider.
    expect((await anonymous(`username=student1&id=${s1.id}`)).json().success).toBe(false);
    expect((await anonymous('username=free_name_here')).json()).toMatchObject({
      success: true,
      result: true,
    });
    await suite.t.db.update(sysUser).set({ phone: '13912345678' }).where(eq(sysUser.id, s1.id));
    expect((await anonymous('phone=13912345678')).json().message).toBe('该手机号已被使用');
    expect((await anonymous('phone=13912345679')).json().success).toBe(true);
    const bad = await anonymous('phone=123');
    expect(bad.statusCode).toBe(400);
    expect((await anonymous('')).statusCode).toBe(400);
    let last = 200;
    for (let i = 0; i < 30 && last !== 429; i++)
      last = (await anonymous('username=free_name_here')).statusCode;
    expect(last).toBe(429);
    // Managers are not limited and may pass the id of the user they edit.
    expect(
      (await suite.admin.get(`/api/sys/user/checkOnlyUser?username=student1&id=${s1.id}`)).body.success,
    ).toBe(true);
  });

  it('queryUserByDepId and departUserList list the class members', async () => {
    const res = await suite.admin.get(`/api/sys/user/queryUserByDepId?id=${suite.classId}`);
    const names = (res.body.result as Json[]).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['student1', 'student2', 'teacher']));
    const page = await suite.admin.get(
      `/api/sys/user/departUserList?depId=${suite.classId}&username=student`,
    );
    expect((page.body.result as { total: number }).total).toBeGreaterThanOrEqual(2);
    expectNoSecrets(res.body);
  });

  it('freezing revokes sessions and blocks sign-in; unfreezing restores it', async () => {
    const body = newUser();
    const { result } = (await suite.admin.post('/api/sys/user/add', body)).body as { result: Json };
    const token = (await signIn(body.username as string, NEW_USER_PASSWORD)).result.token;
    const frozen = await suite.admin.put('/api/sys/user/frozenBatch', { ids: result.id, status: 2 });
    expect(frozen.status, frozen.body.message).toBe(200);
    const after = await suite.t.app.inject({
      method: 'GET',
      url: '/api/sys/user/info',
      headers: { 'x-access-token': token },
    });
    expect(after.statusCode).toBe(401);
    expect((await signIn(body.username as string, NEW_USER_PASSWORD)).success).toBe(false);
    await suite.admin.put('/api/sys/user/frozenBatch', { ids: result.id, status: 1 });
    expect((await signIn(body.username as string, NEW_USER_PASSWORD)).success).toBe(true);
  });

  it('changePassword and resetPassword set a new password and end sessions', async () => {
    const body = newUser();
    const { result } = (await suite.admin.post('/api/sys/user/add', body)).body as { result: Json };
    const token = (await signIn(body.username as string, NEW_USER_PASSWORD)).result.token;
    const weak = await suite.admin.put('/api/sys/user/changePassword', {
      username: body.username,
      password: 'abc',
    });
    expect(weak.status).toBe(400);
    const res = await suite.admin.put('/api/sys/user/changePassword', {
      username: body.username,
      password: 'NewPassw0rd',
      confirmpassword: 'NewPassw0rd',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(
      (
        await suite.t.app.inject({
          method: 'GET',
          url: '/api/sys/user/info',
          headers: { 'x-access-token': token },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn(body.username as string, 'NewPassw0rd')).success).toBe(true);
    const reset = await suite.admin.put('/api/sys/user/resetPassword', { id: result.id });
    const fresh = (reset.body.result as { newPassword: string }).newPassword;
    expect((await signIn(body.username as string, fresh)).success).toBe(true);
  });

  it('deletes softly and ends sessions', async () => {
    const body = newUser();
    const { result } = (await suite.admin.post('/api/sys/user/add', body)).body as { result: Json };
    const res = await suite.admin.del(`/api/sys/user/delete?id=${result.id}`);
    expect(res.status).toBe(200);
    expect((await userRow(suite.t, body.username as string)).delFlag).toBe(1);
    expect((await signIn(body.username as string, NEW_USER_PASSWORD)).success).toBe(false);
    expect(
      (await suite.admin.del(`/api/sys/user/delete?id=${(await userRow(suite.t, 'admin')).id}`)).status,
    ).toBe(403);
  });

  it('batch-creates students with passwords shown once', async () => {
    const prefix = unique('b').replace(/\d/g, 'x').slice(0, 12);
    const res = await suite.teacher.post('/api/sys/user/batchStudents', {
      departId: suite.classId,
      prefix,
      count: 3,
    });
    expect(res.status, res.body.message).toBe(200);
    const people = res.body.result as { username: string; initialPassword: string }[];
    expect(people.map((p) => p.username)).toEqual([`${prefix}001`, `${prefix}002`, `${prefix}003`]);
    expect((await signIn(people[1].username, people[1].initialPassword)).success).toBe(true);
    const named = await suite.admin.post('/api/sys/user/batchStudents', {
      departId: suite.classId,
      prefix,
      start: 4,
      names: ['甲', '乙'],
    });
    expect((named.body.result as Json[]).map((p) => p.realname)).toEqual(['甲', '乙']);
    const again = await suite.admin.post('/api/sys/user/batchStudents', {
      departId: suite.classId,
      prefix,
      count: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/已存在/);
    const tooMany = await suite.admin.post('/api/sys/user/batchStudents', {
      departId: suite.classId,
      prefix: 'zz',
      count: 51,
    });
    expect(tooMany.status).toBe(400);
  });

  it('exports users and imports a sheet, reporting bad rows and writing none of them', async () => {
    const exported = await suite.t.app.inject({
      method: 'GET',
      url: '/api/sys/user/exportXls?realname=*李*',
      headers: { 'x-access-token': await suite.t.login('admin') },
    });
    expect(exported.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('用户账号');
    expect(wb.worksheets[0].getRow(2).getCell(1).value).toBe('student1');
    expect(exported.rawPayload.toString('latin1')).not.toMatch(/argon2/);

    const template = await suite.t.app.inject({
      method: 'GET',
      url: '/api/sys/user/importTemplate',
      headers: { 'x-access-token': await suite.t.login('admin') },
    });
    expect(template.statusCode).toBe(200);

    const upload = async (rows: string[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('用户');
      sheet.addRow(['用户账号', '真实姓名', '角色编码', '班级编码', '密码']);
      for (const r of rows) sheet.addRow(r);
      const buffer = Buffer.from(await book.xlsx.writeBuffer());
      const boundary = '----ckboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="u.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        buffer,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await suite.t.app.inject({
        method: 'POST',
        url: '/api/sys/user/importExcel',
        headers: {
          'x-access-token': await suite.t.login('admin'),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
      return { status: res.statusCode, body: res.json() };
    };
    const a = unique('imp');
    const bad = await upload([
      [a, '导入甲', 'student', 'A01A01', ''],
      ['student1', '重名', 'student', '', ''],
      [`${a}x`, '', 'student', '', ''],
      [`${a}y`, '导入乙', 'nosuchrole', 'Z99', ''],
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.result.errors.map((e: Json) => e.row)).toEqual([3, 4, 5, 5]);
    expect(await userRow(suite.t, a)).toBeUndefined();

    const good = await upload([
      [a, '导入甲', 'student', 'A01A01', ''],
      [`${a}b`, '导入乙', '', '', 'Own1password'],
    ]);
    expect(good.status, good.body.message).toBe(200);
    expectNoSecrets({ ...good.body, result: { ...good.body.result, initialPassword: undefined } });
    expect((await signIn(a, good.body.result.initialPassword)).success).toBe(true);
    expect((await signIn(`${a}b`, 'Own1password')).success).toBe(true);
  });
});

describe('teacher scope', () => {
  it('sees only users of the classes they manage', async () => {
    const page = (await suite.teacher.get('/api/sys/user/list?pageSize=1000')).body.result as {
      records: Json[];
    };
    const names = page.records.map((r) => r.username);
    expect(names).toContain('student1');
    expect(names).not.toContain('admin');
  });

  it('creates students in their class only, never teachers or admins', async () => {
    const ok = await suite.teacher.post('/api/sys/user/add', newUser());
    expect(ok.status, ok.body.message).toBe(200);
    const admins = await suite.teacher.post(
      '/api/sys/user/add',
      newUser({ selectedroles: await roleId(suite.t, 'admin') }),
    );
    expect(admins.status).toBe(403);
    const peers = await suite.teacher.post(
      '/api/sys/user/add',
      newUser({ selectedroles: await roleId(suite.t, 'teacher') }),
    );
    expect(peers.status).toBe(403);
    const elsewhere = await suite.admin.post('/api/sys/sysDepart/add', {
      parentId: await departId(suite.t, 'A01'),
      departName: '别的班',
      orgCategory: '3',
    });
    const other = await suite.teacher.post(
      '/api/sys/user/add',
      newUser({ selecteddeparts: (elsewhere.body.result as Json).id }),
    );
    expect(other.status).toBe(403);
    const identity = await suite.teacher.post('/api/sys/user/add', newUser({ userIdentity: 2 }));
    expect(identity.status).toBe(403);
  });

  it('cannot edit users outside their classes or give the admin role', async () => {
    const adminId = (await userRow(suite.t, 'admin')).id;
    const res = await suite.teacher.put('/api/sys/user/edit', {
      id: adminId,
      realname: '改名',
      selectedroles: suite.studentRole,
      selecteddeparts: suite.classId,
    });
    expect(res.status).toBe(403);
    expect((await userRow(suite.t, 'admin')).realname).toBe('管理员');
    const s2 = (await userRow(suite.t, 'student2')).id;
    const escalate = await suite.teacher.put('/api/sys/user/edit', {
      id: s2,
      realname: '张小红',
      selectedroles: await roleId(suite.t, 'admin'),
      selecteddeparts: suite.classId,
    });
    expect(escalate.status).toBe(403);
    const queried = await suite.teacher.get(`/api/sys/user/queryUserRole?userid=${s2}`);
    expect(queried.body.result).toEqual([suite.studentRole]);
  });

  it("keeps a shared student's memberships of other teachers' classes when editing", async () => {
    const other = await suite.admin.post('/api/sys/sysDepart/add', {
      parentId: await departId(suite.t, 'A01'),
      departName: '兴趣班',
      orgCategory: '3',
    });
    const otherClass = (other.body.result as Json).id as string;
    const shared = await suite.admin.post(
      '/api/sys/user/add',
      newUser({ selecteddeparts: `${suite.classId},${otherClass}` }),
    );
    expect(shared.status, shared.body.message).toBe(200);
    const id = (shared.body.result as Json).id as string;
    const edit = await suite.teacher.put('/api/sys/user/edit', {
      id,
      realname: '共享学生',
      selectedroles: suite.studentRole,
      selecteddeparts: suite.classId,
    });
    expect(edit.status, edit.body.message).toBe(200);
    const after = (await suite.admin.get(`/api/sys/user/queryById?id=${id}`)).body.result as Json;
    expect(String(after.selecteddeparts).split(',').sort()).toEqual([suite.classId, otherClass].sort());
    expect(after.realname).toBe('共享学生');
  });

  it('demo password still signs the teacher in (fixture sanity)', async () => {
    expect((await signIn('teacher', DEMO_PASSWORD)).success).toBe(true);
  });
});

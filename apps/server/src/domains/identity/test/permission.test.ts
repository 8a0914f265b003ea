import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { userPermissions } from '../access/permission-service.ts';
import { sysPermission, sysRole, sysUser } from '../tables.ts';

const s = testAppSuite();

const get = (url: string, token?: string) =>
  s.t.app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

describe('getUserPermissionByToken', () => {
  it('gives the admin the menu tree with buttons, auth and allAuth', async () => {
    const res = await get('/api/sys/permission/getUserPermissionByToken', await s.t.login('admin'));
    const { menu, auth, allAuth } = res.json().result;
    expect(menu[0]).toMatchObject({
      path: '/dashboard/index',
      name: 'dashboard-index',
      component: 'dashboard/Index',
      route: '1',
      meta: { title: '首页' },
    });
    const system = menu.find((m: { path: string }) => m.path === '/isystem');
    expect(system).toMatchObject({
      component: 'layouts/RouteView',
      redirect: '/isystem/dict',
      meta: { title: '系统管理', icon: 'SettingOutlined' },
    });
    expect(system).not.toHaveProperty('hidden');
    const dict = system.children.find((c: { path: string }) => c.path === '/isystem/dict');
    expect(dict).toMatchObject({
      path: '/isystem/dict',
      name: 'isystem-dict',
      component: 'system/DictList',
      meta: { keepAlive: true, internalOrExternal: false },
    });
    expect(dict).not.toHaveProperty('redirect');
    expect(dict.meta.permissionList).toContainEqual({
      action: 'system:dict:add',
      type: '1',
      describe: '数据字典新增',
    });
    expect(auth).toContainEqual({ action: 'system:dictItem:delete', type: '1', describe: '字典项删除' });
    expect(allAuth).toContainEqual({
      action: 'system:dict:export',
      status: '1',
      type: '1',
      describe: '数据字典导出',
    });
  });

  it('gives a student the home node, my courses, my extra homework, my papers and the practice area, and no granted buttons', async () => {
    const res = await get('/api/sys/permission/getUserPermissionByToken', await s.t.login('student1'));
    const { menu, auth, allAuth } = res.json().result;
    expect(menu.map((m: { path: string }) => m.path)).toEqual([
      '/dashboard/index',
      '/teaching/mineCourse/cardList',
      '/teaching/mineAdditionalWork',
      '/teaching/minePaper/list',
      '/oj',
    ]);
    expect(menu[1]).toMatchObject({ component: 'teaching/MineCourseCardList', meta: { title: '我的课程' } });
    expect(menu[3]).toMatchObject({ component: 'exam/MinePaper', meta: { title: '我的试卷' } });
    expect(menu[4]).toMatchObject({
      route: '1',
      component: 'oj/ProblemList',
      meta: { title: '在线练习', internalOrExternal: false, icon: 'LaptopOutlined' },
    });
    expect(auth).toEqual([]);
    expect(allAuth.length).toBeGreaterThan(0);
  });

  it('gives a teacher the practice area beside the judge back office', async () => {
    const res = await get('/api/sys/permission/getUserPermissionByToken', await s.t.login('teacher'));
    const paths = res.json().result.menu.map((m: { path: string }) => m.path);
    expect(paths).toEqual(expect.arrayContaining(['/oj', '/judge']));
  });

  it('needs a session', async () => {
    expect((await get('/api/sys/permission/getUserPermissionByToken')).statusCode).toBe(401);
  });
});

describe('departments of the current user', () => {
  it('lists the departments and switches to one the user belongs to', async () => {
    const token = await s.t.login('teacher');
    const list = (await get('/api/sys/user/getCurrentUserDeparts', token)).json().result;
    expect(list.orgCode).toBe('A01A01');
    expect(list.list).toEqual([
      expect.objectContaining({ departName: '三年级1班', orgCode: 'A01A01', orgCategory: '3' }),
    ]);
    const ok = await s.t.app.inject({
      method: 'PUT',
      url: '/api/sys/selectDepart',
      headers: { 'x-access-token': token },
      payload: { orgCode: 'A01A01' },
    });
    expect(ok.json().result.userInfo).toMatchObject({ username: 'teacher', orgCode: 'A01A01' });
    expect(ok.body).not.toMatch(/password/i);
  });

  it('refuses a department the user is not in, and ignores a username naming someone else', async () => {
    const token = await s.t.login('student1');
    const res = await s.t.app.inject({
      method: 'PUT',
      url: '/api/sys/selectDepart',
      headers: { 'x-access-token': token },
      payload: { orgCode: 'A01', username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('您不属于所选部门');
  });
});

describe('system config and dictionaries', () => {
  it('never gives private keys to anyone', async () => {
    const anon = (await get('/api/sys/config/getCurrentConfig')).json().result;
    expect(anon.brandName).toBe('码趣编程');
    expect(anon.indexConfig).toMatchObject({ ifshopping: false, buttonList: [] });
    expect(Object.keys(anon).filter((k) => k.startsWith('_'))).toEqual([]);
    const admin = (await get('/api/sys/config/getCurrentConfig', await s.t.login('admin'))).json().result;
    expect(Object.keys(admin).filter((k) => k.startsWith('_'))).toEqual([]);
    // A tenant without its own settings sees the defaults.
    const other = (await get('/api/sys/config/getCurrentConfig', await s.t.login('other_admin'))).json()
      .result;
    expect(other.brandName).toBe('码趣编程');
  });

  it('serves dictionary items by code only', async () => {
    const token = await s.t.login('student1');
    const sex = await get('/api/sys/dict/getDictItems/sex', token);
    expect(sex.json().result).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ]);
    for (const code of ['sys_user,password,username', "sex' or 1=1 --", 'sys_user%20where%201=1']) {
      const res = await get(`/api/sys/dict/getDictItems/${encodeURIComponent(code)}`, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('字典编码不合法');
    }
    expect((await get('/api/sys/dict/getDictItems/no_such_dict', token)).json().result).toEqual([]);
  });

  it('serves registered table dictionaries of the caller’s tenant to callers who may list the rows', async () => {
    const url = (code: string) => `/api/sys/dict/getDictItems/${encodeURIComponent(code)}`;
    const admin = await s.t.login('admin');
    const users = (await get(url('sys_user,realname,id'), admin)).json().result as {
      value: string;
      text: string;
    }[];
    expect(users.map((u) => u.text)).toContain('王老师');
    const [otherAdmin] = await s.t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'other_admin'));
    expect(users.map((u) => u.value)).not.toContain(otherAdmin.id);
    const roles = (await get(url('sys_role, role_name, role_code'), admin)).json().result as {
      value: string;
    }[];
    expect(roles.map((r) => r.value)).toEqual(expect.arrayContaining(['admin', 'teacher', 'student']));
    const student = await get(url('sys_user,realname,id'), await s.t.login('student1'));
    expect(student.statusCode).toBe(403);
    for (const code of [
      'sys_user,realname,id,1=1',
      'sys_user,password_hash,id',
      'pg_user,usename,usesysid',
    ]) {
      const res = await get(url(code), admin);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe('字典编码不合法');
    }
  });
});

describe('session info for token links', () => {
  it('answers like login without the token', async () => {
    const token = await s.t.login('teacher');
    const res = (await get('/api/sys/user/info', token)).json().result;
    expect(res).toMatchObject({
      userInfo: { username: 'teacher', userIdentity: 2 },
      multi_depart: 1,
      role: ['teacher'],
    });
    expect(res.sysAllDictItems.sex).toHaveLength(2);
    expect(res).not.toHaveProperty('token');
    expect(JSON.stringify(res)).not.toMatch(/password/i);
    expect((await get('/api/sys/user/info')).statusCode).toBe(401);
  });

  it('gives every dictionary at once for a cache refresh', async () => {
    const all = (await get('/api/sys/dict/queryAllDictItems', await s.t.login('student1'))).json().result;
    expect(all.sex.map((i: { text: string }) => i.text)).toEqual(['男', '女']);
    expect(Object.keys(all).length).toBeGreaterThan(10);
  });
});

describe('getUserPermissionByToken cache', () => {
  const url = '/api/sys/permission/getUserPermissionByToken';
  const userId = async (username: string) =>
    (await s.t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;
  const roleId = async (code: string) =>
    (
      await s.t.db
        .select({ id: sysRole.id })
        .from(sysRole)
        .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, code)))
    )[0].id;
  const paths = async (token: string) =>
    (await get(url, token)).json().result.menu.map((m: { path: string }) => m.path) as string[];

  it('answers with the envelope around exactly what the uncached builder returns', async () => {
    for (const username of ['admin', 'teacher', 'student1']) {
      const res = await get(url, await s.t.login(username));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json();
      expect(Object.keys(body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
      expect(body).toMatchObject({ success: true, message: '查询成功', code: 200 });
      expect(Math.abs(body.timestamp - Date.now())).toBeLessThan(60_000);
      const uncached = await userPermissions(s.t.db, await userId(username));
      expect(body.result).toStrictEqual(JSON.parse(JSON.stringify(uncached)));
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    }
  });

  it('answers gzip to clients that accept it, with the same envelope inside', async () => {
    const token = await s.t.login('admin');
    const plain = await get(url, token);
    const res = await s.t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
    expect(Object.keys(body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    expect(body.result).toStrictEqual(plain.json().result);
    expect(Math.abs(body.timestamp - Date.now())).toBeLessThan(60_000);
    const refused = await s.t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip;q=0, *' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().result).toStrictEqual(plain.json().result);
  });

  it('builds one answer for users holding the same roles', async () => {
    const [one, two, teacher] = [
      await s.t.login('student1'),
      await s.t.login('student2'),
      await s.t.login('teacher'),
    ];
    s.t.ctx.permissions.clear();
    const before = s.t.ctx.permissions.builds;
    const first = await get(url, one);
    const second = await get(url, two);
    await get(url, one);
    expect(s.t.ctx.permissions.builds - before).toBe(1);
    expect(second.json().result).toEqual(first.json().result);
    await get(url, teacher);
    expect(s.t.ctx.permissions.builds - before).toBe(2);
  });

  it("shows a change of role permissions or of a user's roles on the next call", async () => {
    const admin = await s.t.login('admin');
    const [one, two] = [await s.t.login('student1'), await s.t.login('student2')];
    const studentRole = await roleId('student');
    const before = (await get(`/api/sys/permission/queryRolePermission?roleId=${studentRole}`, admin)).json()
      .result as string[];
    expect(await paths(one)).not.toContain('/isystem');
    const save = (permissionIds: string[]) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/sys/permission/saveRolePermission',
        headers: { 'x-access-token': admin },
        payload: { roleId: studentRole, permissionIds: permissionIds.join(',') },
      });
    expect((await save([...before, 'menu-system', 'menu-system-dict'])).statusCode).toBe(200);
    expect(await paths(one)).toContain('/isystem');
    expect(await paths(two)).toContain('/isystem');
    expect((await save(before)).statusCode).toBe(200);
    expect(await paths(two)).not.toContain('/isystem');

    // One student made a teacher too: only their menu changes.
    const added = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/user/addSysUserRole',
      headers: { 'x-access-token': admin },
      payload: { roleId: await roleId('teacher'), userIdList: [await userId('student2')] },
    });
    expect(added.statusCode).toBe(200);
    expect(await paths(two)).toContain('/judge');
    expect(await paths(one)).not.toContain('/judge');
    const removed = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/sys/user/deleteUserRole?roleId=${await roleId('teacher')}&userId=${await userId('student2')}`,
      headers: { 'x-access-token': admin },
    });
    expect(removed.statusCode).toBe(200);
    expect(await paths(two)).not.toContain('/judge');
  });

  it('keeps a menu edit out until the cache is cleared, as every menu route does', async () => {
    const one = await s.t.login('student1');
    const title = async () =>
      (await get(url, one)).json().result.menu.find((m: { path: string }) => m.path === '/oj').meta.title;
    const rename = (name: string) =>
      s.t.db.update(sysPermission).set({ name }).where(eq(sysPermission.url, '/oj'));
    const before = await title();
    await rename('练习场');
    try {
      expect(await title()).toBe(before);
      s.t.ctx.permissions.clear();
      expect(await title()).toBe('练习场');
    } finally {
      await rename(before);
      s.t.ctx.permissions.clear();
    }
  });
});

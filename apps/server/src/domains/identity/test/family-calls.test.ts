import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addUserForm,
  departId,
  type Json,
  unique,
  userRow,
  usersApp,
} from '../../../../test/helpers/admin-clients.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { sysPermission, sysUser } from '../tables.ts';

const suite = appSuite(usersApp);

async function newStudent() {
  const username = unique('fc');
  const res = await suite.admin.post(
    '/api/sys/user/add',
    addUserForm(username, '回收测试', { selectedroles: suite.studentRole, selecteddeparts: suite.classId }),
  );
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

describe('family user calls', () => {
  it('button codes are the family ones, and the user page guards with them', async () => {
    const [row] = await suite.t.db.select().from(sysPermission).where(eq(sysPermission.id, 'btn-user:del'));
    expect(row?.perms).toBe('user:del');
    const codes = (await suite.admin.get('/api/sys/permission/getUserPermissionByToken')).body.result as Json;
    const auth = (codes.auth as { action: string }[]).map((a) => a.action);
    expect(auth).toEqual(
      expect.arrayContaining(['user:add', 'user:edit', 'user:del', 'user:status', 'user:recycle']),
    );
    expect(auth).not.toContain('system:user:add');
    expect((await suite.student.get('/api/sys/user/recycleBin')).status).toBe(403);
  });

  it('recycle bin lists deleted users, restores them and deletes them for good', async () => {
    const id = await newStudent();
    expect((await suite.admin.del(`/api/sys/user/delete?id=${id}`)).status).toBe(200);
    const bin = await suite.admin.get('/api/sys/user/recycleBin');
    expect(bin.status).toBe(200);
    expect((bin.body.result as Json[]).map((u) => u.id)).toContain(id);

    const restored = await suite.admin.put('/api/sys/user/putRecycleBin', { userIds: id });
    expect(restored.status, restored.body.message).toBe(200);
    expect((await suite.admin.get(`/api/sys/user/queryById?id=${id}`)).status).toBe(200);

    // Only users in the bin can be erased: a live one is "not found".
    const live = await suite.admin.del(`/api/sys/user/deleteRecycleBin?userIds=${id}`);
    expect(live.status).toBe(404);
    expect(live.body.message).toBe('用户不存在');

    await suite.admin.del(`/api/sys/user/delete?id=${id}`);
    const erased = await suite.admin.del(`/api/sys/user/deleteRecycleBin?userIds=${id}`);
    expect(erased.status, erased.body.message).toBe(200);
    expect(await suite.t.db.select().from(sysUser).where(eq(sysUser.id, id))).toEqual([]);
  });

  it('restoring refuses an account name taken meanwhile, and nobody restores or erases themselves', async () => {
    const id = await newStudent();
    const [{ username }] = await suite.t.db.select().from(sysUser).where(eq(sysUser.id, id));
    await suite.admin.del(`/api/sys/user/delete?id=${id}`);
    const again = await suite.admin.post(
      '/api/sys/user/add',
      addUserForm(username, '占用者', { selectedroles: suite.studentRole }),
    );
    expect(again.status, again.body.message).toBe(200);
    const res = await suite.admin.put('/api/sys/user/putRecycleBin', { userIds: id });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('已被其他用户使用');
    const self = (await userRow(suite.t, 'admin')).id;
    expect((await suite.admin.del(`/api/sys/user/deleteRecycleBin?userIds=${self}`)).status).toBe(403);
    expect((await suite.admin.put('/api/sys/user/putRecycleBin', { userIds: '' })).body.message).toBe(
      '请选择用户',
    );
  });

  it('links users to departments and back, and lists a user’s departments', async () => {
    const id = await newStudent();
    const other = await departId(suite.t, 'A01');
    const add = await suite.admin.post('/api/sys/user/editSysDepartWithUser', {
      depId: other,
      userIdList: [id],
    });
    expect(add.status, add.body.message).toBe(200);
    const list = await suite.admin.get(`/api/sys/user/userDepartList?userId=${id}`);
    expect((list.body.result as Json[]).map((d) => d.key).sort()).toEqual([suite.classId, other].sort());
    const out = await suite.admin.del(`/api/sys/user/deleteUserInDepartBatch?depId=${other}&userIds=${id}`);
    expect(out.status, out.body.message).toBe(200);
    const notIn = await suite.admin.del(`/api/sys/user/deleteUserInDepart?depId=${other}&userId=${id}`);
    expect(notIn.status).toBe(400);
    expect(notIn.body.message).toBe('所选用户不在该部门中');
    // A teacher manages only its own classes.
    const foreign = await suite.teacher.post('/api/sys/user/editSysDepartWithUser', {
      depId: other,
      userIdList: [id],
    });
    expect(foreign.status).toBe(403);
  });

  it('looks users up by ids, account and department code', async () => {
    const id = await newStudent();
    const byIds = await suite.admin.get(`/api/sys/user/queryByIds?userIds=${id}`);
    expect((byIds.body.result as Json[])[0].id).toBe(id);
    const [row] = await suite.t.db.select().from(sysUser).where(eq(sysUser.id, id));
    const one = await suite.admin.get(`/api/sys/user/querySysUser?username=${row.username}`);
    expect(one.body.result).toMatchObject({ id, username: row.username });
    const book = await suite.admin.get('/api/sys/user/queryByOrgCodeForAddressList?orgCode=A01&pageSize=100');
    expect(book.status).toBe(200);
    expect((book.body.result as { records: Json[] }).records.length).toBeGreaterThan(0);
    expect((await suite.admin.get('/api/sys/user/queryByOrgCodeForAddressList?orgCode=ZZZ')).status).toBe(
      404,
    );
    const generated = await suite.admin.get('/api/sys/user/generateUserId');
    expect(typeof generated.body.result).toBe('string');
  });

  it('removes users from a role in a batch', async () => {
    const id = await newStudent();
    const res = await suite.admin.del(
      `/api/sys/user/deleteUserRoleBatch?roleId=${suite.studentRole}&userIds=${id}`,
    );
    expect(res.status, res.body.message).toBe(200);
    expect((await suite.admin.get(`/api/sys/user/queryUserRole?userid=${id}`)).body.result).toEqual([]);
  });

  it('the forgotten-password pair refuses a wrong code and an unknown proof', async () => {
    const wrong = await suite.t.app.inject({
      method: 'POST',
      url: '/api/sys/user/phoneVerification',
      payload: { phone: '13800000000', smscode: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const change = await suite.t.app.inject({
      method: 'GET',
      url: '/api/sys/user/passwordChange?username=admin&password=Passw0rd!x9&smscode=nope&phone=13800000000',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().message).toBe('手机验证已失效，请重新获取短信验证码');
  });
});

describe('family role, menu and department calls', () => {
  it('checks role codes and deletes roles in a batch, never built-in ones', async () => {
    expect((await suite.admin.get('/api/sys/role/checkRoleCode?roleCode=student')).body.success).toBe(false);
    expect((await suite.admin.get(`/api/sys/role/checkRoleCode?roleCode=${unique('r')}`)).body.success).toBe(
      true,
    );
    const made = await suite.admin.post('/api/sys/role/add', {
      roleName: '临时',
      roleCode: unique('tmp'),
      level: 10,
    });
    const id = (made.body.result as Json).id as string;
    const refused = await suite.admin.del(`/api/sys/role/deleteBatch?ids=${id},${suite.studentRole}`);
    expect(refused.status).toBe(400);
    expect((await suite.admin.del(`/api/sys/role/deleteBatch?ids=${id}`)).status).toBe(200);
  });

  it('browses menus level by level and deletes them in a batch', async () => {
    const roots = (await suite.admin.get('/api/sys/permission/getSystemMenuList')).body.result as Json[];
    expect(roots.length).toBeGreaterThan(0);
    const parent = roots.find((r) => !r.leaf)!;
    const subs = await suite.admin.get(`/api/sys/permission/getSystemSubmenu?parentId=${parent.id}`);
    expect((subs.body.result as Json[]).length).toBeGreaterThan(0);
    const batch = await suite.admin.get(`/api/sys/permission/getSystemSubmenuBatch?parentIds=${parent.id}`);
    expect(Object.keys(batch.body.result as Json)).toEqual([parent.id]);
    const async = (await suite.admin.get(`/api/sys/permission/queryListAsync?pid=${parent.id}`)).body
      .result as Json[];
    expect(async[0]).toHaveProperty('isLeaf');
    const all = (await suite.admin.get('/api/sys/permission/loadAllRoleIds')).body.result as string[];
    expect(all).toContain('btn-user:add');
    const rules = await suite.admin.get(`/api/sys/permission/queryPermissionRule?permissionId=${parent.id}`);
    expect(rules.status).toBe(200);
    const blocked = await suite.admin.del(`/api/sys/permission/deleteBatch?ids=${parent.id}`);
    expect(blocked.status).toBe(400);
    expect((await suite.teacher.del(`/api/sys/permission/deleteBatch?ids=${parent.id}`)).status).toBe(403);
  });

  it('lists departments flat, answers a parent and deletes in a batch with checks', async () => {
    const page = await suite.admin.get('/api/sys/sysDepart/list?orgCategory=3&pageSize=50');
    const records = (page.body.result as { records: Json[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.orgCategory === '3')).toBe(true);
    const parent = await suite.admin.get(`/api/sys/sysDepart/queryParentName?parentId=${suite.classId}`);
    expect((parent.body.result as Json).orgCode).toBe('A01');
    const busy = await suite.admin.del(`/api/sys/sysDepart/deleteBatch?ids=${suite.classId}`);
    expect(busy.status).toBe(400);
    const made = await suite.admin.post('/api/sys/sysDepart/add', {
      departName: '临时部门',
      orgCategory: '2',
    });
    const id = (made.body.result as Json).id as string;
    expect((await suite.admin.del(`/api/sys/sysDepart/deleteBatch?ids=${id}`)).status).toBe(200);
  });

  it('sets a member’s department roles and deletes department roles in a batch', async () => {
    const made = await suite.admin.post('/api/sys/sysDepartRole/add', {
      departId: suite.classId,
      roleName: '班长',
      roleCode: unique('dr'),
    });
    expect(made.status, made.body.message).toBe(200);
    const roles = (await suite.admin.get(`/api/sys/sysDepartRole/getDeptRoleList?departId=${suite.classId}`))
      .body.result as Json[];
    const role = roles.find((r) => r.roleName === '班长')!;
    const id = await newStudent();
    const set = await suite.admin.post('/api/sys/sysDepartRole/deptRoleUserAdd', {
      userId: id,
      newRoleId: role.id,
      oldRoleId: '',
    });
    expect(set.status, set.body.message).toBe(200);
    const held = await suite.admin.get(
      `/api/sys/sysDepartRole/getDeptRoleByUserId?userId=${id}&departId=${suite.classId}`,
    );
    expect((held.body.result as Json[]).map((h) => h.droleId)).toEqual([role.id]);
    expect((await suite.admin.del(`/api/sys/sysDepartRole/deleteBatch?ids=${role.id}`)).status).toBe(200);
  });
});

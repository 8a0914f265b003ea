import { describe, expect, it } from 'vitest';
import { type Client, departId, type Json, roleId } from '../../../../test/helpers/admin-clients.ts';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { SEEDED_USERS, signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { patternProblem } from '../../../platform/http/safe-pattern.ts';
import { nextOrgCode } from '../departs/org-code.ts';

const s = signedInSuite(SEEDED_USERS);

const menuCodes = async (c: Client) => {
  const res = await c.get('/api/sys/permission/getUserPermissionByToken');
  const { menu, auth } = res.body.result as { menu: Json[]; auth: { action: string }[] };
  const paths: string[] = [];
  const walk = (nodes: Json[]) => {
    for (const n of nodes) {
      paths.push(n.path as string);
      walk((n.children as Json[]) ?? []);
    }
  };
  walk(menu);
  return { paths, actions: auth.map((a) => a.action) };
};

describe('roles and the permission tree', () => {
  it('lists, adds, edits and deletes roles', async () => {
    const add = await s.admin.post('/api/sys/role/add', {
      roleName: '教务',
      roleCode: 'dean',
      level: 40,
      description: '教务处',
    });
    expect(add.status, add.body.message).toBe(200);
    const role = add.body.result as Json;
    const dup = await s.admin.post('/api/sys/role/add', { roleName: '教务2', roleCode: 'dean', level: 40 });
    expect(dup.status).toBe(409);
    const list = await s.admin.get('/api/sys/role/list?roleName=*教务*');
    expect((list.body.result as { total: number }).total).toBe(1);
    const edit = await s.admin.put('/api/sys/role/edit', { ...role, roleName: '教务处' });
    expect(edit.body.result).toMatchObject({ roleName: '教务处' });
    const builtIn = await s.admin.put('/api/sys/role/edit', {
      id: await roleId(s.t, 'admin'),
      roleName: '管理员',
      roleCode: 'root',
      level: 100,
    });
    expect(builtIn.status).toBe(400);
    expect((await s.admin.del(`/api/sys/role/delete?id=${await roleId(s.t, 'student')}`)).status).toBe(400);
    expect((await s.admin.del(`/api/sys/role/delete?id=${role.id}`)).status).toBe(200);
    const mine = await s.teacher.get('/api/sys/role/queryMySubRole');
    expect((mine.body.result as Json[]).map((r) => r.roleCode)).toEqual(['student']);
  });

  it('adds and edits roles without a level as JeecgBoot clients send them', async () => {
    const add = await s.admin.post('/api/sys/role/add', { roleName: '助教', roleCode: 'assistant' });
    expect(add.status, add.body.message).toBe(200);
    const role = add.body.result as Json;
    expect(role.level).toBe(0);
    await s.admin.put('/api/sys/role/edit', { ...role, level: 20 });
    const { level: _dropped, ...withoutLevel } = role;
    const edit = await s.admin.put('/api/sys/role/edit', { ...withoutLevel, roleName: '助理教师' });
    expect(edit.body.result).toMatchObject({ roleName: '助理教师', level: 20 });
    // A caller without the role permission is still refused.
    const high = await s.teacher.post('/api/sys/role/add', {
      roleName: '超级',
      roleCode: 'super_x',
      level: 99,
    });
    expect(high.status).toBe(403);
    expect((await s.admin.del(`/api/sys/role/delete?id=${role.id}`)).status).toBe(200);
  });

  it('saves role permissions and menus change at once', async () => {
    const teacherRole = await roleId(s.t, 'teacher');
    const tree = await s.admin.get('/api/sys/role/queryTreeList');
    const { treeList, ids } = tree.body.result as { treeList: Json[]; ids: string[] };
    expect(treeList.length).toBeGreaterThan(0);
    expect(ids).toContain('menu-system-role');
    const before = (await s.admin.get(`/api/sys/permission/queryRolePermission?roleId=${teacherRole}`)).body
      .result as string[];
    expect((await menuCodes(s.teacher)).paths).not.toContain('/isystem/role');
    const save = await s.admin.post('/api/sys/permission/saveRolePermission', {
      roleId: teacherRole,
      permissionIds: [...before, 'menu-system', 'menu-system-role', 'btn-system:role:list'].join(','),
      lastpermissionIds: before.join(','),
    });
    expect(save.status, save.body.message).toBe(200);
    const after = await menuCodes(s.teacher);
    expect(after.paths).toContain('/isystem/role');
    expect(after.actions).toContain('system:role:list');
    expect((await s.teacher.get('/api/sys/role/list')).status).toBe(200);
    const bad = await s.admin.post('/api/sys/permission/saveRolePermission', {
      roleId: teacherRole,
      permissionIds: 'nope',
    });
    expect(bad.status).toBe(400);
    await s.admin.post('/api/sys/permission/saveRolePermission', {
      roleId: teacherRole,
      permissionIds: before.join(','),
    });
    expect((await s.teacher.get('/api/sys/role/list')).status).toBe(403);
  });

  it('users of a role: list, add, remove', async () => {
    const dean = (
      await s.admin.post('/api/sys/role/add', { roleName: '年级组长', roleCode: 'grade_lead', level: 30 })
    ).body.result as Json;
    const users = (await s.admin.get('/api/sys/user/list?username=student2')).body.result as {
      records: Json[];
    };
    const s2 = users.records[0].id as string;
    expect(
      (await s.admin.post('/api/sys/user/addSysUserRole', { roleId: dean.id, userIdList: [s2] })).status,
    ).toBe(200);
    const list = await s.admin.get(`/api/sys/user/userRoleList?roleId=${dean.id}`);
    expect((list.body.result as { records: Json[] }).records.map((r) => r.id)).toEqual([s2]);
    expect((await s.admin.del(`/api/sys/user/deleteUserRole?roleId=${dean.id}&userId=${s2}`)).status).toBe(
      200,
    );
    expect(
      ((await s.admin.get(`/api/sys/user/userRoleList?roleId=${dean.id}`)).body.result as { total: number })
        .total,
    ).toBe(0);
  });
});

describe('menus', () => {
  const base = {
    parentId: 'menu-system',
    menuType: 1,
    name: '测试菜单',
    url: '/isystem/test',
    component: 'system/UserList',
  };
  it('adds, edits and deletes menus and buttons; refuses unsafe URLs', async () => {
    const add = await s.admin.post('/api/sys/permission/add', {
      ...base,
      icon: 'user',
      sortNo: 9,
      keepAlive: true,
    });
    expect(add.status, add.body.message).toBe(200);
    const menu = add.body.result as Json;
    const button = await s.admin.post('/api/sys/permission/add', {
      parentId: menu.id,
      menuType: 2,
      name: '测试按钮',
      perms: 'test:thing:add',
      permsType: '2',
      status: '1',
    });
    expect(button.status, button.body.message).toBe(200);
    const dupCode = await s.admin.post('/api/sys/permission/add', {
      parentId: menu.id,
      menuType: 2,
      name: 'x',
      perms: 'test:thing:add',
    });
    expect(dupCode.status).toBe(409);
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x']) {
      const res = await s.admin.post('/api/sys/permission/add', { ...base, url, internalOrExternal: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/http/);
      const internal = await s.admin.post('/api/sys/permission/add', { ...base, url });
      expect(internal.status).toBe(400);
    }
    const ext = await s.admin.post('/api/sys/permission/add', {
      ...base,
      url: 'https://example.com/doc',
      internalOrExternal: true,
      component: 'layouts/IframePageView',
    });
    expect(ext.status).toBe(200);
    const loop = await s.admin.put('/api/sys/permission/edit', {
      ...base,
      id: menu.id,
      parentId: (button.body.result as Json).id,
    });
    expect(loop.status).toBe(400);
    const edit = await s.admin.put('/api/sys/permission/edit', {
      ...base,
      id: menu.id,
      name: '改名菜单',
      hidden: true,
    });
    expect(edit.body.result).toMatchObject({ name: '改名菜单', hidden: true });
    const withChildren = await s.admin.del(`/api/sys/permission/delete?id=${menu.id}`);
    expect(withChildren.status).toBe(400);
    expect(withChildren.body.message).toMatch(/子菜单/);
    expect(
      (await s.admin.del(`/api/sys/permission/delete?id=${(button.body.result as Json).id}`)).status,
    ).toBe(200);
    expect((await s.admin.del(`/api/sys/permission/delete?id=${menu.id}`)).status).toBe(200);
    const list = (await s.admin.get('/api/sys/permission/list')).body.result as Json[];
    expect(JSON.stringify(list)).not.toContain('改名菜单');
  });

  it('data rules per menu and per role', async () => {
    const rule = await s.admin.post('/api/sys/permission/addPermissionRule', {
      permissionId: 'menu-system-user',
      ruleName: '只看本人',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    expect(rule.status, rule.body.message).toBe(200);
    const sqlRule = await s.admin.post('/api/sys/permission/addPermissionRule', {
      permissionId: 'menu-system-user',
      ruleName: 'x',
      ruleColumn: 'id',
      ruleConditions: 'USE_SQL_RULES',
      ruleValue: '1=1',
    });
    expect(sqlRule.status).toBe(400);
    const list = await s.admin.get(
      '/api/sys/permission/getPermRuleListByPermId?permissionId=menu-system-user',
    );
    expect((list.body.result as Json[]).length).toBe(1);
    const teacherRole = await roleId(s.t, 'teacher');
    const id = (rule.body.result as Json).id as string;
    const pick = await s.admin.post('/api/sys/role/datarule', {
      permissionId: 'menu-system-user',
      roleId: teacherRole,
      dataRuleIds: id,
    });
    expect(pick.status).toBe(200);
    const read = await s.admin.get(`/api/sys/role/datarule/menu-system-user/${teacherRole}`);
    expect(read.body.result).toMatchObject({ drChecked: id });
    const tree = (await s.admin.get('/api/sys/permission/queryTreeList')).body.result as { treeList: Json[] };
    expect(JSON.stringify(tree.treeList)).toContain('"ruleFlag":1');
    expect((await s.admin.del(`/api/sys/permission/deletePermissionRule?id=${id}`)).status).toBe(200);
  });
});

describe('departments and classes', () => {
  it('generates hierarchical org codes on the server', async () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('A01', ['A01A01', 'A01A07'])).toBe('A01A08');
    expect(nextOrgCode('', ['A99'])).toBe('B01');
    const school = await s.admin.post('/api/sys/sysDepart/add', {
      departName: '第二学校',
      orgCategory: '1',
      orgCode: 'A01',
    });
    expect(school.body.result).toMatchObject({ orgCode: 'A02' });
    const grade = await s.admin.post('/api/sys/sysDepart/add', {
      parentId: (school.body.result as Json).id,
      departName: '四年级',
      orgCategory: '2',
    });
    expect(grade.body.result).toMatchObject({ orgCode: 'A02A01' });
    const klass = await s.admin.post('/api/sys/sysDepart/add', {
      parentId: (grade.body.result as Json).id,
      departName: '四年级2班',
      orgCategory: '3',
    });
    expect(klass.body.result).toMatchObject({ orgCode: 'A02A01A01' });
    const underClass = await s.admin.post('/api/sys/sysDepart/add', {
      parentId: (klass.body.result as Json).id,
      departName: 'x',
    });
    expect(underClass.status).toBe(400);
    const tree = (await s.admin.get('/api/sys/sysDepart/queryTreeList')).body.result as Json[];
    expect(tree.map((n) => n.orgCode)).toEqual(expect.arrayContaining(['A01', 'A02']));
    const ids = (await s.admin.get('/api/sys/sysDepart/queryIdTree')).body.result as Json[];
    expect(ids[0]).toHaveProperty('key');
    const search = await s.admin.get(`/api/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('2班')}`);
    expect((search.body.result as Json[]).map((n) => n.departName)).toEqual(['四年级2班']);
    // Delete: refused with children, allowed when empty.
    const refused = await s.admin.del(`/api/sys/sysDepart/delete?id=${(grade.body.result as Json).id}`);
    expect(refused.status).toBe(400);
    expect((await s.admin.del(`/api/sys/sysDepart/delete?id=${(klass.body.result as Json).id}`)).status).toBe(
      200,
    );
    const again = await s.admin.post('/api/sys/sysDepart/add', {
      parentId: (grade.body.result as Json).id,
      departName: '四年级3班',
      orgCategory: '3',
    });
    expect(again.body.result).toMatchObject({ orgCode: 'A02A01A02' });
  });

  it('refuses deleting a class with members, and teachers see only their classes', async () => {
    const classId = await departId(s.t, 'A01A01');
    const res = await s.admin.del(`/api/sys/sysDepart/delete?id=${classId}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/用户/);
    const mine = (await s.teacher.get('/api/sys/sysDepart/queryMyDeptTreeList')).body.result as Json[];
    expect(mine.map((d) => d.orgCode)).toEqual(['A01A01']);
    expect((await s.teacher.get('/api/sys/sysDepart/queryTreeList')).status).toBe(403);
  });

  it('department roles, permissions and members', async () => {
    const classId = await departId(s.t, 'A01A01');
    const role = await s.admin.post('/api/sys/sysDepartRole/add', {
      departId: classId,
      roleName: '班长',
      roleCode: 'monitor',
    });
    expect(role.status, role.body.message).toBe(200);
    const roleIdValue = (role.body.result as Json).id as string;
    expect(
      (
        await s.admin.post('/api/sys/permission/saveDepartPermission', {
          departId: classId,
          permissionIds: 'menu-home',
        })
      ).status,
    ).toBe(200);
    const outside = await s.admin.post('/api/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: roleIdValue,
      permissionIds: 'menu-system',
    });
    expect(outside.status).toBe(400);
    expect(
      (
        await s.admin.post('/api/sys/sysDepartPermission/saveDeptRolePermission', {
          roleId: roleIdValue,
          permissionIds: 'menu-home',
        })
      ).status,
    ).toBe(200);
    const students = (await s.admin.get(`/api/sys/user/queryUserByDepId?id=${classId}`)).body
      .result as Json[];
    const s1 = students.find((s) => s.username === 'student1')!.id as string;
    expect(
      (await s.admin.post('/api/sys/sysDepartRole/addUsers', { roleId: roleIdValue, userIds: s1 })).status,
    ).toBe(200);
    const members = (await s.admin.get(`/api/sys/sysDepartRole/userList?roleId=${roleIdValue}`)).body
      .result as Json[];
    expect(members.map((m) => m.username)).toEqual(['student1']);
    const admins = (await s.admin.get('/api/sys/user/list?username=admin')).body.result as {
      records: Json[];
    };
    const notMember = await s.admin.post('/api/sys/sysDepartRole/addUsers', {
      roleId: roleIdValue,
      userIds: admins.records[0].id,
    });
    expect(notMember.status).toBe(400);
  });

  it('a department role grants its menus and buttons to its members, until they are removed', async () => {
    const classId = await departId(s.t, 'A01A01');
    const role = await s.admin.post('/api/sys/sysDepartRole/add', {
      departId: classId,
      roleName: '字典助理',
      roleCode: 'dict_helper',
    });
    const id = (role.body.result as Json).id as string;
    const grant = 'menu-system,menu-system-dict,btn-system:dict:list';
    expect(
      (
        await s.admin.post('/api/sys/permission/saveDepartPermission', {
          departId: classId,
          permissionIds: grant,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await s.admin.post('/api/sys/sysDepartPermission/saveDeptRolePermission', {
          roleId: id,
          permissionIds: grant,
        })
      ).status,
    ).toBe(200);
    const s2 = clientOf(s.t, await s.t.login('student2'));
    expect((await s2.get('/api/sys/dict/list')).status).toBe(403);
    const members = (await s.admin.get(`/api/sys/user/queryUserByDepId?id=${classId}`)).body.result as Json[];
    const userId = members.find((m) => m.username === 'student2')!.id as string;
    expect(
      (await s.admin.post('/api/sys/sysDepartRole/addUsers', { roleId: id, userIds: userId })).status,
    ).toBe(200);
    expect((await s2.get('/api/sys/dict/list')).status).toBe(200);
    expect((await s2.get('/api/sys/dict/add')).status).not.toBe(200);
    const menu = (await s2.get('/api/sys/permission/getUserPermissionByToken')).body.result as {
      menu: Json[];
    };
    expect(menu.menu.map((m) => m.path)).toContain('/isystem');
    expect(
      (await s.admin.del(`/api/sys/sysDepartRole/removeUser?roleId=${id}&userId=${userId}`)).status,
    ).toBe(200);
    expect((await s2.get('/api/sys/dict/list')).status).toBe(403);
  });
});

describe('duplicate check and check rules', () => {
  it('answers free and taken values for registered pairs only', async () => {
    const taken = await s.admin.get(
      '/api/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin',
    );
    expect(taken.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await s.admin.get(
      '/api/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=nobody9',
    );
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const self = (await s.admin.get('/api/sys/user/list?username=admin')).body.result as { records: Json[] };
    const mine = await s.admin.get(
      `/api/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${self.records[0].id}`,
    );
    expect(mine.body.success).toBe(true);
    const role = await s.admin.get(
      '/api/sys/duplicate/check?tableName=sys_role&fieldName=role_code&fieldVal=teacher',
    );
    expect(role.body.success).toBe(false);
    const empty = await s.admin.get(
      '/api/sys/duplicate/check?tableName=sys_role&fieldName=roleCode&fieldVal=',
    );
    expect(empty.body.success).toBe(true);
    const other = await s.admin.get('/api/sys/duplicate/check?tableName=sys_log&fieldName=id&fieldVal=1');
    expect(other.status).toBe(400);
  });

  it('stores rules with safe patterns only and checks values by code', async () => {
    expect(patternProblem('(a+)+$')).toMatch(/嵌套/);
    expect(patternProblem('((ab)*)*')).toMatch(/嵌套/);
    expect(patternProblem('(a|aa)*')).toMatch(/嵌套/);
    expect(patternProblem('(\\w)\\1')).toMatch(/反向引用/);
    expect(patternProblem('^[A-Z]{2}\\d+$')).toBeNull();
    const evil = await s.admin.post('/api/sys/checkRule/add', {
      ruleName: '坏',
      ruleCode: 'evil',
      ruleJson: JSON.stringify([{ digits: '*', pattern: '(a+)+$', message: 'x' }]),
    });
    expect(evil.status).toBe(400);
    const good = await s.admin.post('/api/sys/checkRule/add', {
      ruleName: '学号',
      ruleCode: 'student_no',
      ruleJson: JSON.stringify([
        { digits: 2, pattern: '[A-Z]{2}', message: '前两位必须是大写字母' },
        { digits: '*', pattern: '\\d{4}', message: '后面必须是四位数字' },
      ]),
    });
    expect(good.status, good.body.message).toBe(200);
    expect(
      (await s.teacher.get('/api/sys/checkRule/checkByCode?ruleCode=student_no&value=AB1234')).body.success,
    ).toBe(true);
    const fail = await s.teacher.get('/api/sys/checkRule/checkByCode?ruleCode=student_no&value=ab1234');
    expect(fail.body).toMatchObject({ success: false, message: '前两位必须是大写字母' });
    expect(
      (await s.teacher.get('/api/sys/checkRule/checkByCode?ruleCode=student_no&value=')).body.success,
    ).toBe(true);
    expect(
      (await s.teacher.get(`/api/sys/checkRule/checkByCode?ruleCode=student_no&value=${'a'.repeat(300)}`))
        .status,
    ).toBe(400);
  });
});

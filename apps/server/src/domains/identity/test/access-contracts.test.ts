import {
  adminUserSchema,
  dataRuleFieldsSchema,
  dataRuleSchema,
  departIdNodeSchema,
  departNodeSchema,
  departRoleSchema,
  emptyEnvelope,
  envelopeOf,
  pageResultOf,
  permissionNodeSchema,
  permissionSchema,
  permissionTreeSchema,
  roleDataRulesSchema,
  roleSchema,
} from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { departId, type Json, unique } from '../../../../test/helpers/admin-clients.ts';
import type { ApiAnswer } from '../../../../test/helpers/api-client.ts';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { SEEDED_USERS, signedInSuite } from '../../../../test/helpers/app-suite.ts';

// Like user-contracts.test.ts: every answer passes the verifying serializer and parses to itself.

const s = signedInSuite(SEEDED_USERS);

const idOf = (res: ApiAnswer) => (res.body.result as Json).id as string;
const idList = envelopeOf(z.array(z.string()));
const P = '/api/sys/permission';

describe('role, menu and data-rule answers match their shared schemas', () => {
  it('for roles, their menus, data rules and users', async () => {
    const R = '/api/sys/role';
    const one = envelopeOf(roleSchema);
    const full = await s.admin.post(`${R}/add`, {
      roleName: '契约',
      roleCode: unique('c'),
      level: 10,
      description: '说明',
    });
    expectAnswer(full, one);
    const bare = await s.admin.post(`${R}/add`, { roleName: '空', roleCode: unique('b'), level: 0 });
    expectAnswer(bare, one);
    expectAnswer(await s.admin.put(`${R}/edit`, { ...(full.body.result as Json), roleName: '契约改' }), one);
    expectAnswer(
      await s.admin.post(`${R}/edit`, { id: idOf(bare), roleName: '空改', roleCode: 'bare_x', level: 1 }),
      one,
    );
    const page = envelopeOf(pageResultOf(roleSchema));
    expectAnswer(await s.admin.get(`${R}/list?roleName=*契约*&roleCode=c&column=level&order=asc`), page);
    expectAnswer(await s.admin.get(`${R}/list`), page);
    expectAnswer(await s.admin.get(`${R}/queryall`), envelopeOf(z.array(roleSchema)));
    expectAnswer(await s.teacher.get(`${R}/queryMySubRole`), envelopeOf(z.array(roleSchema)));
    expectAnswer(await s.admin.get(`${R}/queryTreeList`), envelopeOf(permissionTreeSchema));

    const roleId = idOf(full);
    expectAnswer(await s.admin.get(`${P}/queryRolePermission?roleId=${roleId}`), idList);
    const menus = { roleId, permissionIds: 'menu-home,menu-system', lastpermissionIds: '' };
    expectAnswer(await s.admin.post(`${P}/saveRolePermission`, menus), emptyEnvelope);
    expectAnswer(await s.admin.get(`${P}/queryRolePermission?roleId=${roleId}`), idList);

    const rules = envelopeOf(roleDataRulesSchema);
    expectAnswer(await s.admin.get(`${R}/datarule/menu-system-user/${roleId}`), rules);
    const rule = await s.admin.post(`${P}/addPermissionRule`, {
      permissionId: 'menu-system-user',
      ruleName: '正常用户',
      ruleColumn: 'status',
      ruleConditions: '=',
      ruleValue: '1',
    });
    const chosen = { permissionId: 'menu-system-user', roleId, dataRuleIds: idOf(rule) };
    expectAnswer(await s.admin.post(`${R}/datarule`, chosen), emptyEnvelope);
    expectAnswer(await s.admin.get(`${R}/datarule/menu-system-user/${roleId}`), rules);

    const users = envelopeOf(pageResultOf(adminUserSchema));
    const student = (
      (await s.admin.get('/api/sys/user/list?username=student2')).body.result as { records: Json[] }
    ).records[0].id as string;
    expectAnswer(
      await s.admin.post('/api/sys/user/addSysUserRole', { roleId, userIdList: [student] }),
      emptyEnvelope,
    );
    expectAnswer(await s.admin.get(`/api/sys/user/userRoleList?roleId=${roleId}&username=student`), users);
    expectAnswer(await s.admin.get(`/api/sys/user/userRoleList?roleId=${idOf(bare)}`), users);
    expectAnswer(
      await s.admin.del(`/api/sys/user/deleteUserRole?roleId=${roleId}&userId=${student}`),
      emptyEnvelope,
    );
    expectAnswer(await s.admin.del(`${R}/delete?id=${idOf(bare)}`), emptyEnvelope);
  });

  it('for menus, buttons and data rules', async () => {
    const one = envelopeOf(permissionSchema);
    const menu = await s.admin.post(`${P}/add`, {
      parentId: 'menu-system',
      name: '契约菜单',
      menuType: 1,
      url: '/contract/page',
      component: 'contract/ContractPage',
      componentName: 'ContractPage',
      redirect: '/contract/page',
      icon: 'setting',
      sortNo: 9,
      hidden: true,
      alwaysShow: true,
      keepAlive: true,
      route: false,
      status: '1',
    });
    expectAnswer(menu, one);
    const top = await s.admin.post(`${P}/add`, { name: '契约一级', menuType: 0, url: '/contract' });
    expectAnswer(top, one);
    const button = await s.admin.post(`${P}/add`, {
      parentId: idOf(menu),
      name: '按钮',
      menuType: 2,
      perms: unique('c:'),
    });
    expectAnswer(button, one);
    expectAnswer(await s.admin.put(`${P}/edit`, { ...(menu.body.result as Json), name: '契约菜单改' }), one);
    expectAnswer(
      await s.admin.post(`${P}/edit`, { id: idOf(top), name: '契约一级改', menuType: 0, url: '/c2' }),
      one,
    );
    expectAnswer(await s.admin.get(`${P}/list`), envelopeOf(z.array(permissionNodeSchema)));
    expectAnswer(await s.admin.get(`${P}/queryTreeList`), envelopeOf(permissionTreeSchema));

    const ruleOf = envelopeOf(dataRuleSchema);
    const rule = {
      permissionId: idOf(menu),
      ruleName: '规则',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    };
    const added = await s.admin.post(`${P}/addPermissionRule`, rule);
    expectAnswer(added, ruleOf);
    expectAnswer(
      await s.admin.put(`${P}/editPermissionRule`, { ...rule, id: idOf(added), status: '0' }),
      ruleOf,
    );
    expectAnswer(
      await s.admin.get(`${P}/getPermRuleListByPermId?permissionId=${idOf(menu)}`),
      envelopeOf(z.array(dataRuleSchema)),
    );
    expectAnswer(
      await s.admin.get(`${P}/getPermRuleListByPermId?permissionId=${idOf(top)}`),
      envelopeOf(z.array(dataRuleSchema)),
    );
    expectAnswer(
      await s.admin.get(`${P}/dataRuleFields?permissionId=menu-system-user`),
      envelopeOf(dataRuleFieldsSchema),
    );
    expectAnswer(
      await s.admin.get(`${P}/dataRuleFields?permissionId=${idOf(menu)}`),
      envelopeOf(dataRuleFieldsSchema),
    );
    expectAnswer(await s.admin.del(`${P}/deletePermissionRule?id=${idOf(added)}`), emptyEnvelope);
    expectAnswer(await s.admin.del(`${P}/delete?id=${idOf(button)}`), emptyEnvelope);
  });
});

describe('department answers match their shared schemas', () => {
  it('for the trees, search and writes', async () => {
    const D = '/api/sys/sysDepart';
    const list = envelopeOf(z.array(departNodeSchema));
    const one = envelopeOf(departNodeSchema);
    expectAnswer(await s.admin.get(`${D}/queryTreeList`), list);
    expectAnswer(await s.admin.get(`${D}/queryIdTree`), envelopeOf(z.array(departIdNodeSchema)));
    expectAnswer(await s.admin.get(`${D}/searchBy`), list);
    expectAnswer(await s.admin.get(`${D}/searchBy?keyWord=*班*`), list);
    const none = await s.admin.get(`${D}/searchBy?keyWord=${unique('无')}`);
    expectAnswer(none, list);
    expect(none.body.message).toBe('未找到部门信息');
    expectAnswer(await s.admin.get(`${D}/queryMyDeptTreeList`), list);
    expectAnswer(await s.teacher.get(`${D}/queryMyDeptTreeList`), list);

    const root = await s.admin.post(`${D}/add`, { departName: '契约学校' });
    expectAnswer(root, one);
    const child = await s.admin.post(`${D}/add`, {
      parentId: idOf(root),
      departName: '契约班',
      orgCategory: '3',
      departOrder: 2,
      description: '备注',
    });
    expectAnswer(child, one);
    expectAnswer(
      await s.admin.put(`${D}/edit`, { id: idOf(child), departName: '契约班改', description: '' }),
      one,
    );
    expectAnswer(
      await s.admin.post(`${D}/edit`, { id: idOf(root), departName: '契约学校改', orgCategory: '1' }),
      one,
    );
    expectAnswer(await s.admin.del(`${D}/delete?id=${idOf(child)}`), emptyEnvelope);
  });

  it('for department roles, their menus and members', async () => {
    const classId = await departId(s.t, 'A01A01');
    const DR = '/api/sys/sysDepartRole';
    expectAnswer(
      await s.admin.get(`${DR}/list?deptId=${classId}`),
      envelopeOf(pageResultOf(departRoleSchema)),
    );
    const full = await s.admin.post(`${DR}/add`, {
      departId: classId,
      roleName: '班长',
      roleCode: unique('m'),
      description: '说明',
    });
    expectAnswer(full, envelopeOf(z.object({ id: z.string() })));
    const bare = await s.admin.post(`${DR}/add`, {
      departId: classId,
      roleName: '组长',
      roleCode: unique('g'),
    });
    expectAnswer(
      await s.admin.put(`${DR}/edit`, { id: idOf(bare), roleName: '组长改', roleCode: 'group_x' }),
      emptyEnvelope,
    );
    expectAnswer(
      await s.admin.get(`${DR}/list?deptId=${classId}`),
      envelopeOf(pageResultOf(departRoleSchema)),
    );

    expectAnswer(await s.admin.get(`${P}/queryDepartPermission?departId=${classId}`), idList);
    const menus = { departId: classId, permissionIds: 'menu-home', lastpermissionIds: '' };
    expectAnswer(await s.admin.post(`${P}/saveDepartPermission`, menus), emptyEnvelope);
    expectAnswer(await s.admin.get(`${P}/queryDepartPermission?departId=${classId}`), idList);
    const DP = '/api/sys/sysDepartPermission';
    const roleId = idOf(full);
    expectAnswer(
      await s.admin.post(`${DP}/saveDeptRolePermission`, { roleId, permissionIds: 'menu-home' }),
      emptyEnvelope,
    );
    expectAnswer(await s.admin.get(`${DP}/queryDeptRolePermission?roleId=${roleId}`), idList);

    const members = envelopeOf(z.array(adminUserSchema));
    expectAnswer(await s.admin.get(`${DR}/userList?roleId=${roleId}`), members);
    const student = (
      (await s.admin.get('/api/sys/user/list?username=student1')).body.result as { records: Json[] }
    ).records[0].id as string;
    expectAnswer(await s.admin.post(`${DR}/addUsers`, { roleId, userIds: student }), emptyEnvelope);
    expectAnswer(await s.admin.get(`${DR}/userList?roleId=${roleId}`), members);
    expectAnswer(await s.admin.del(`${DR}/removeUser?roleId=${roleId}&userId=${student}`), emptyEnvelope);
    expectAnswer(await s.admin.del(`${DR}/delete?id=${idOf(bare)}`), emptyEnvelope);
  });
});

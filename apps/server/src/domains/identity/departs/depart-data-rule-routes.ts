import {
  departDataRuleParams,
  departRoleDataRuleParams,
  PERMS,
  roleDataRulesSchema,
  saveDepartDataRuleBody,
  saveDepartRoleDataRuleBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { DepartDataRules } from './depart-data-rules.ts';

const TAGS = ['identity'];

/**
 * Data rules of departments and department roles per menu. The department-role calls answer on the
 * family's `sysDepartRole` path and on `sysDepartRolePermission`, where their menus are saved.
 */
export function departDataRuleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rules = new DepartDataRules(ctx);
  const departMenus = crudRoutes(app, '/api/sys/sysDepartPermission', TAGS);

  departMenus.read('datarule/:permissionId/:departId', {
    perm: PERMS.depart.role,
    summary: '部门在某菜单上的数据规则 `{datarule, drChecked}`；部门须已有该菜单的权限',
    params: departDataRuleParams,
    result: roleDataRulesSchema,
    message: '查询成功',
    find: (auth, p) => rules.ofDepart(auth, p.permissionId, p.departId),
  });
  departMenus.command('POST', 'datarule', {
    perm: PERMS.depart.role,
    summary:
      '保存部门在某菜单上勾选的数据规则 `{permissionId, departId, dataRuleIds}`；部门角色只保留部门仍有的规则',
    input: saveDepartDataRuleBody,
    message: '保存成功！',
    run: (auth, body) => rules.saveForDepart(auth, body),
  });

  for (const base of ['/api/sys/sysDepartRole', '/api/sys/sysDepartRolePermission']) {
    const roleMenus = crudRoutes(app, base, TAGS);
    roleMenus.read('datarule/:permissionId/:departId/:roleId', {
      perm: PERMS.depart.role,
      summary:
        '部门角色在某菜单上的数据规则：`datarule` 为部门在该菜单上已有的规则（角色从中选择），`drChecked` 为角色已选的',
      params: departRoleDataRuleParams,
      result: roleDataRulesSchema,
      message: '查询成功',
      find: (auth, p) => rules.ofRole(auth, p.permissionId, p.departId, p.roleId),
    });
    roleMenus.command('POST', 'datarule', {
      perm: PERMS.depart.role,
      summary:
        '保存部门角色在某菜单上勾选的数据规则 `{permissionId, roleId, dataRuleIds}`，只能选部门已有的规则',
      input: saveDepartRoleDataRuleBody,
      message: '保存成功！',
      run: (auth, body) => rules.saveForRole(auth, body),
    });
  }
}

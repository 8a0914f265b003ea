import {
  departDataRuleParams,
  departRoleDataRuleParams,
  envelopeOf,
  PERMS,
  roleDataRulesSchema,
  saveDepartDataRuleBody,
  saveDepartRoleDataRuleBody,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { DepartDataRules } from './depart-data-rules.ts';

const TAGS = ['identity'];
const rulesEnvelope = envelopeOf(roleDataRulesSchema);

/**
 * Data rules of departments and department roles per menu. The department-role calls answer on the
 * family's `sysDepartRole` path and on `sysDepartRolePermission`, where their menus are saved.
 */
export function departDataRuleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rules = new DepartDataRules(ctx);
  const guard = requirePerm(PERMS.depart.role);

  app.get(
    '/api/sys/sysDepartPermission/datarule/:permissionId/:departId',
    routeDoc(guard, TAGS, '部门在某菜单上的数据规则 `{datarule, drChecked}`；部门须已有该菜单的权限', {
      params: departDataRuleParams,
      response: { 200: rulesEnvelope },
    }),
    async (req) =>
      ok(await rules.ofDepart(req.auth!, req.params.permissionId, req.params.departId), '查询成功'),
  );

  crudRoutes(app, '/api/sys/sysDepartPermission', TAGS).command('POST', 'datarule', {
    perm: PERMS.depart.role,
    summary:
      '保存部门在某菜单上勾选的数据规则 `{permissionId, departId, dataRuleIds}`；部门角色只保留部门仍有的规则',
    input: saveDepartDataRuleBody,
    message: '保存成功！',
    run: (auth, body) => rules.saveForDepart(auth, body),
  });

  for (const base of ['/api/sys/sysDepartRole', '/api/sys/sysDepartRolePermission']) {
    app.get(
      `${base}/datarule/:permissionId/:departId/:roleId`,
      routeDoc(
        guard,
        TAGS,
        '部门角色在某菜单上的数据规则：`datarule` 为部门在该菜单上已有的规则（角色从中选择），`drChecked` 为角色已选的',
        { params: departRoleDataRuleParams, response: { 200: rulesEnvelope } },
      ),
      async (req) => {
        const { permissionId, departId, roleId } = req.params;
        return ok(await rules.ofRole(req.auth!, permissionId, departId, roleId), '查询成功');
      },
    );

    crudRoutes(app, base, TAGS).command('POST', 'datarule', {
      perm: PERMS.depart.role,
      summary:
        '保存部门角色在某菜单上勾选的数据规则 `{permissionId, roleId, dataRuleIds}`，只能选部门已有的规则',
      input: saveDepartRoleDataRuleBody,
      message: '保存成功！',
      run: (auth, body) => rules.saveForRole(auth, body),
    });
  }
}

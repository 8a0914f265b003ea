import {
  addDataRuleBody,
  dataRuleFieldsSchema,
  dataRuleSchema,
  editDataRuleBody,
  emptyEnvelope,
  envelopeOf,
  menuRefQuery,
  PERMS,
  permissionIdQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { platformAdminOnly } from '../../../platform/tenancy/tenancy.ts';
import { DataRuleAdmin } from './data-rule-service.ts';

const TAGS = ['identity'];
const oneRule = envelopeOf(dataRuleSchema);

/** Data rules of a menu: `/sys/permission/*PermissionRule`. */
export function dataRuleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rules = new DataRuleAdmin(ctx);
  const perm = permGuards(PERMS.permission);

  app.get(
    '/api/sys/permission/getPermRuleListByPermId',
    routeDoc(
      perm.list,
      TAGS,
      '菜单的数据规则 `{permissionId, ruleName, ruleColumn, ruleConditions, ruleValue, status}`',
      { querystring: menuRefQuery, response: { 200: envelopeOf(z.array(dataRuleSchema)) } },
    ),
    async (req) => ok(await rules.list(req.query.permissionId), '查询成功'),
  );

  // What the rule form offers: the fields of the menu's list (empty when it serves none) and variables.
  app.get(
    '/api/sys/permission/dataRuleFields',
    routeDoc(
      perm.list,
      TAGS,
      '规则表单可选项 `{fields: [{name, label}], variables: [{value, label}]}`；菜单未对应可过滤的列表时 `fields` 为空',
      { querystring: menuRefQuery, response: { 200: envelopeOf(dataRuleFieldsSchema) } },
    ),
    async (req) => ok(await rules.fields(req.query.permissionId), '查询成功'),
  );

  app.post(
    '/api/sys/permission/addPermissionRule',
    {
      config: perm.add,
      preHandler: platformAdminOnly,
      schema: {
        summary: '新增菜单的数据规则',
        tags: TAGS,
        body: addDataRuleBody,
        response: { 200: oneRule },
      },
    },
    async (req) => ok(await rules.add(req.auth!.username, req.body), '添加成功！'),
  );

  app.put(
    '/api/sys/permission/editPermissionRule',
    {
      config: perm.edit,
      preHandler: platformAdminOnly,
      schema: {
        summary: '编辑菜单的数据规则',
        tags: TAGS,
        body: editDataRuleBody,
        response: { 200: oneRule },
      },
    },
    async (req) => {
      const { id, ...values } = req.body;
      return ok(await rules.edit(req.auth!.username, id, values), '编辑成功！');
    },
  );

  app.delete(
    '/api/sys/permission/deletePermissionRule',
    {
      config: perm.delete,
      preHandler: platformAdminOnly,
      schema: {
        summary: '删除菜单的数据规则',
        tags: TAGS,
        querystring: permissionIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(rules.remove(req.auth!.username, req.query.id), '删除成功！'),
  );
}

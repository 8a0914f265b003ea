import {
  dataRuleSchema,
  emptyEnvelope,
  envelopeOf,
  idList,
  idSchema,
  keyword,
  PERMS,
  permissionSchema,
  permissionTreeNodeSchema,
} from '@ck/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { platformAdminOnly } from '../../../platform/tenancy/tenancy.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { rulesOf } from './data-rule-service.ts';
import { MenuAdmin } from './menu-service.ts';
import { allPermissions, type PermissionRow, toPermissionJson } from './permission-tree.ts';

const TAGS = ['identity'];

const menuLeaf = permissionSchema.extend({ leaf: z.boolean() });
const asyncNode = permissionTreeNodeSchema
  .omit({ children: true })
  .extend({ parentId: z.string().nullable() });

/** Menus one level at a time, the ids of all, rule search and batch delete (the family's menu calls). */
export function permissionBrowseRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const menus = new MenuAdmin(ctx);
  const perm = permGuards(PERMS.permission);

  /** Live menus and buttons, with each one's children counted. */
  const rowsWithLeaf = async () => {
    const rows = await allPermissions(ctx.db);
    const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
    return { rows, isLeaf: (r: PermissionRow) => !parents.has(r.id) };
  };
  const childrenOf = async (parentId: string | null) => {
    const { rows, isLeaf } = await rowsWithLeaf();
    return rows
      .filter((r) => (parentId ? r.parentId === parentId : r.menuType === 0 || !r.parentId))
      .map((r) => ({ ...toPermissionJson(r), leaf: isLeaf(r) }));
  };

  app.get(
    '/api/sys/permission/getSystemMenuList',
    routeDoc(perm.list, TAGS, '一级菜单（不含下级），`leaf` 表示没有下级', {
      response: { 200: envelopeOf(z.array(menuLeaf)) },
    }),
    async () => ok(await childrenOf(null), '查询成功'),
  );

  app.get(
    '/api/sys/permission/getSystemSubmenu',
    routeDoc(perm.list, TAGS, '某菜单的直接下级 `?parentId=`', {
      querystring: z.object({ parentId: idSchema }),
      response: { 200: envelopeOf(z.array(menuLeaf)) },
    }),
    async (req) => ok(await childrenOf(req.query.parentId), '查询成功'),
  );

  app.get(
    '/api/sys/permission/getSystemSubmenuBatch',
    routeDoc(perm.list, TAGS, '多个菜单的直接下级 `?parentIds=a,b` → `{菜单id: [下级]}`', {
      querystring: z.object({ parentIds: idList('菜单', 200) }),
      response: { 200: envelopeOf(z.record(z.string(), z.array(menuLeaf))) },
    }),
    async (req) => {
      const ids = req.query.parentIds;
      if (!ids.length) throw badRequest('请提供上级菜单 id');
      const { rows, isLeaf } = await rowsWithLeaf();
      const result: Record<string, z.infer<typeof menuLeaf>[]> = Object.fromEntries(
        ids.map((id) => [id, []]),
      );
      for (const r of rows)
        if (r.parentId && ids.includes(r.parentId))
          result[r.parentId].push({ ...toPermissionJson(r), leaf: isLeaf(r) });
      return ok(result, '查询成功');
    },
  );

  app.get(
    '/api/sys/permission/loadAllRoleIds',
    routeDoc(perm.list, TAGS, '全部菜单与按钮的 id（角色授权的“全选”）', {
      response: { 200: envelopeOf(z.array(z.string())) },
    }),
    async () =>
      ok(
        (await allPermissions(ctx.db)).map((r) => r.id),
        '查询成功',
      ),
  );

  app.get(
    '/api/sys/permission/queryListAsync',
    routeDoc(
      perm.list,
      TAGS,
      '逐级加载的授权树：`?pid=` 的直接下级，不传为一级菜单；`ruleFlag` 1 表示有数据规则',
      {
        querystring: z.object({ pid: idSchema.optional() }),
        response: { 200: envelopeOf(z.array(asyncNode)) },
      },
    ),
    async (req) => {
      const { rows, isLeaf } = await rowsWithLeaf();
      const pid = req.query.pid ?? null;
      const level = rows.filter((r) => (pid ? r.parentId === pid : r.menuType === 0 || !r.parentId));
      const withRules = new Set<string>();
      if (level.length) {
        const counted = await ctx.db
          .select({ id: sysPermissionDataRule.permissionId, n: count() })
          .from(sysPermissionDataRule)
          .where(
            and(
              inArray(
                sysPermissionDataRule.permissionId,
                level.map((r) => r.id),
              ),
              eq(sysPermissionDataRule.delFlag, 0),
            ),
          )
          .groupBy(sysPermissionDataRule.permissionId);
        for (const c of counted) withRules.add(c.id);
      }
      return ok(
        level.map((r) => ({
          key: r.id,
          value: r.id,
          title: r.name,
          slotTitle: r.name,
          menuType: r.menuType,
          ruleFlag: withRules.has(r.id) ? 1 : 0,
          isLeaf: isLeaf(r),
          parentId: r.parentId,
        })),
        '查询成功',
      );
    },
  );

  app.get(
    '/api/sys/permission/queryPermissionRule',
    routeDoc(
      perm.list,
      TAGS,
      '查找菜单的数据规则 `?permissionId=&ruleName=&ruleValue=`（名称与值为包含匹配）',
      {
        querystring: z.object({
          permissionId: idSchema,
          ruleName: keyword('规则名称'),
          ruleValue: keyword('规则值'),
        }),
        response: { 200: envelopeOf(z.array(dataRuleSchema)) },
      },
    ),
    async (req) => {
      const { permissionId, ruleName, ruleValue } = req.query;
      const plain = (v: string | undefined) => (v ?? '').replace(/^\*|\*$/g, '');
      const rules = (await rulesOf(ctx.db, permissionId)).filter(
        (r) => r.ruleName.includes(plain(ruleName)) && r.ruleValue.includes(plain(ruleValue)),
      );
      return ok(rules, '查询成功');
    },
  );

  app.delete(
    '/api/sys/permission/deleteBatch',
    {
      config: perm.delete,
      preHandler: platformAdminOnly,
      schema: {
        summary: '批量删除菜单或按钮 `?ids=a,b`；未选中的下级会阻止删除其上级',
        tags: TAGS,
        querystring: z.object({ ids: idList('菜单', 500) }),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => okAfter(menus.removeMany(req.auth!.username, req.query.ids), '删除成功！'),
  );
}

import {
  dataRuleSchema,
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
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { badRequest } from '../../../platform/http/errors.ts';
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

  const crud = crudRoutes(app, '/api/sys/permission', TAGS);
  crud.read('getSystemMenuList', {
    perm: PERMS.permission.list,
    summary: '一级菜单（不含下级），`leaf` 表示没有下级',
    result: z.array(menuLeaf),
    message: '查询成功',
    find: () => childrenOf(null),
  });
  crud.read('getSystemSubmenu', {
    perm: PERMS.permission.list,
    summary: '某菜单的直接下级 `?parentId=`',
    query: z.object({ parentId: idSchema }),
    result: z.array(menuLeaf),
    message: '查询成功',
    find: (_auth, q) => childrenOf(q.parentId),
  });
  crud.read('getSystemSubmenuBatch', {
    perm: PERMS.permission.list,
    summary: '多个菜单的直接下级 `?parentIds=a,b` → `{菜单id: [下级]}`',
    query: z.object({ parentIds: idList('菜单', 200) }),
    result: z.record(z.string(), z.array(menuLeaf)),
    message: '查询成功',
    find: async (_auth, q) => {
      const ids = q.parentIds;
      if (!ids.length) throw badRequest('请提供上级菜单 id');
      const { rows, isLeaf } = await rowsWithLeaf();
      const result: Record<string, z.infer<typeof menuLeaf>[]> = Object.fromEntries(
        ids.map((id) => [id, []]),
      );
      for (const r of rows)
        if (r.parentId && ids.includes(r.parentId))
          result[r.parentId].push({ ...toPermissionJson(r), leaf: isLeaf(r) });
      return result;
    },
  });
  crud.read('loadAllRoleIds', {
    perm: PERMS.permission.list,
    summary: '全部菜单与按钮的 id（角色授权的“全选”）',
    result: z.array(z.string()),
    message: '查询成功',
    find: async () => (await allPermissions(ctx.db)).map((r) => r.id),
  });
  crud.read('queryListAsync', {
    perm: PERMS.permission.list,
    summary: '逐级加载的授权树：`?pid=` 的直接下级，不传为一级菜单；`ruleFlag` 1 表示有数据规则',
    query: z.object({ pid: idSchema.optional() }),
    result: z.array(asyncNode),
    message: '查询成功',
    find: async (_auth, q) => {
      const { rows, isLeaf } = await rowsWithLeaf();
      const pid = q.pid ?? null;
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
      return level.map((r) => ({
        key: r.id,
        value: r.id,
        title: r.name,
        slotTitle: r.name,
        menuType: r.menuType,
        ruleFlag: withRules.has(r.id) ? 1 : 0,
        isLeaf: isLeaf(r),
        parentId: r.parentId,
      }));
    },
  });
  crud.read('queryPermissionRule', {
    perm: PERMS.permission.list,
    summary: '查找菜单的数据规则 `?permissionId=&ruleName=&ruleValue=`（名称与值为包含匹配）',
    query: z.object({
      permissionId: idSchema,
      ruleName: keyword('规则名称'),
      ruleValue: keyword('规则值'),
    }),
    result: z.array(dataRuleSchema),
    message: '查询成功',
    find: async (_auth, q) => {
      const plain = (v: string | undefined) => (v ?? '').replace(/^\*|\*$/g, '');
      return (await rulesOf(ctx.db, q.permissionId)).filter(
        (r) => r.ruleName.includes(plain(q.ruleName)) && r.ruleValue.includes(plain(q.ruleValue)),
      );
    },
  });

  crud.deleteBatch({
    perm: PERMS.permission.delete,
    summary: '批量删除菜单或按钮 `?ids=a,b`；未选中的下级会阻止删除其上级',
    preHandler: platformAdminOnly,
    query: z.object({ ids: idList('菜单', 500) }),
    message: '删除成功！',
    remove: (auth, q) => menus.removeMany(auth.username, q.ids),
  });
}

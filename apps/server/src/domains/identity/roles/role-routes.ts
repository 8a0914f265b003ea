import { PERMS } from '@ck/shared';
import { and, asc, count, desc, eq, ilike, lte, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors.ts';
import { likePattern, pageOf, pagingSchema } from '../../../platform/http/paging.ts';
import { idSchema, keyword, orderSchema, sortColumn } from '../../../platform/http/query-params.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysRoleDataRule } from '../access-tables.ts';
import { rulesOf } from '../permissions/data-rules.ts';
import { permissionTree } from '../permissions/permission-tree.ts';
import { sysRole, sysRolePermission, sysUserRole } from '../tables.ts';
import { grantableLevel } from '../users/user-policy.ts';
import { manageableRole, permissionsChanged } from './role-policy.ts';

const TAGS = ['identity'];

/** Roles the code itself relies on (admin checks, student batches): their codes never change. */
export const BUILT_IN_ROLES = ['admin', 'teacher', 'student'];
const perm = permGuards(PERMS.role);

const roleFields = {
  roleName: z
    .string({ error: '请输入角色名称' })
    .trim()
    .min(1, '请输入角色名称')
    .max(100, '角色名称不能超过 100 个字符'),
  roleCode: z
    .string({ error: '请输入角色编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '角色编码只能包含字母、数字和下划线，且以字母开头'),
  level: z.coerce
    .number({ error: '级别必须是整数' })
    .int('级别必须是整数')
    .min(0, '级别不能小于 0')
    .max(1000, '级别不能大于 1000'),
  description: z
    .string()
    .trim()
    .max(500, '描述不能超过 500 个字符')
    .nullish()
    .transform((v) => v || null),
};
const addBody = z.object(roleFields);
const editBody = z.object({ id: idSchema, ...roleFields });

export type RoleRow = typeof sysRole.$inferSelect;
export const toRoleJson = (r: RoleRow) => ({
  id: r.id,
  roleName: r.roleName,
  roleCode: r.roleCode,
  level: r.level,
  description: r.description,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateTime: formatDateTime(r.updateTime),
});

async function checkCodeFree(ctx: AppContext, tenantId: string, code: string, exceptId?: string) {
  const where = [tenantScope(sysRole, tenantId), eq(sysRole.roleCode, code), eq(sysRole.delFlag, 0)];
  if (exceptId) where.push(ne(sysRole.id, exceptId));
  const [found] = await ctx.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(...where));
  if (found) throw conflict(`角色编码“${code}”已存在`);
}

export function roleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const listQuery = z.object({
    ...pagingSchema,
    roleName: keyword('角色名称'),
    roleCode: keyword('角色编码'),
    column: sortColumn(['createTime', 'roleCode', 'roleName', 'level'] as const, 'createTime'),
    order: orderSchema,
  });
  const listSchema = { summary: '角色分页列表', tags: TAGS, querystring: listQuery };
  app.get('/api/sys/role/list', { config: perm.list, schema: listSchema }, async (req) => {
    const q = req.query;
    const where: SQL[] = [tenantScope(sysRole, req.auth!), eq(sysRole.delFlag, 0)];
    if (q.roleName) where.push(ilike(sysRole.roleName, likePattern(q.roleName)));
    if (q.roleCode) where.push(ilike(sysRole.roleCode, likePattern(q.roleCode)));
    const dir = q.order === 'asc' ? asc : desc;
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(sysRole)
        .where(and(...where))
        .orderBy(dir(sysRole[q.column]), dir(sysRole.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      db
        .select({ total: count() })
        .from(sysRole)
        .where(and(...where)),
    ]);
    return ok(pageOf(rows.map(toRoleJson), Number(total), q.pageNo, q.pageSize), '查询成功');
  });

  const queryAllDoc = { summary: '全部角色', tags: TAGS };
  app.get('/api/sys/role/queryall', { config: perm.list, schema: queryAllDoc }, async (req) => {
    const rows = await db
      .select()
      .from(sysRole)
      .where(and(tenantScope(sysRole, req.auth!), eq(sysRole.delFlag, 0)))
      .orderBy(desc(sysRole.level));
    return ok(rows.map(toRoleJson), '查询成功');
  });

  const subRoleDoc = { summary: '当前用户可以分配的角色', tags: TAGS };
  // The roles the caller may hand out: what user forms offer.
  app.get('/api/sys/role/queryMySubRole', { config: { guard: 'login' }, schema: subRoleDoc }, async (req) => {
    const rows = await db
      .select()
      .from(sysRole)
      .where(
        and(
          tenantScope(sysRole, req.auth!),
          eq(sysRole.delFlag, 0),
          lte(sysRole.level, grantableLevel(req.auth!)),
        ),
      )
      .orderBy(desc(sysRole.level));
    return ok(rows.map(toRoleJson), '查询成功');
  });

  const addSchema = {
    summary: '新增角色 `{roleName, roleCode, level, description}`；不能创建级别高于自己的角色',
    tags: TAGS,
    body: addBody,
  };
  app.post('/api/sys/role/add', { config: perm.add, schema: addSchema }, async (req) => {
    const b = req.body;
    if (b.level > req.auth!.level) throw forbidden('不能创建级别高于自己的角色');
    await checkCodeFree(ctx, req.auth!.tenantId, b.roleCode);
    const id = uuidv7();
    await db.insert(sysRole).values({ id, tenantId: req.auth!.tenantId, ...b, createBy: req.auth!.username });
    const [row] = await db.select().from(sysRole).where(eq(sysRole.id, id));
    return ok(toRoleJson(row), '添加成功！');
  });

  const edit = async (req: { auth: AuthContext | null; body: z.infer<typeof editBody> }) => {
    const auth = req.auth!;
    const b = req.body;
    const role = await manageableRole(ctx, auth, b.id);
    if (b.level > auth.level) throw forbidden('不能把角色级别设为高于自己');
    if (BUILT_IN_ROLES.includes(role.roleCode) && b.roleCode !== role.roleCode)
      throw badRequest('内置角色的编码不能修改');
    await checkCodeFree(ctx, auth.tenantId, b.roleCode, b.id);
    await db
      .update(sysRole)
      .set({ ...b, updateBy: auth.username, updateTime: new Date() })
      .where(eq(sysRole.id, b.id));
    permissionsChanged(ctx);
    const [row] = await db.select().from(sysRole).where(eq(sysRole.id, b.id));
    return ok(toRoleJson(row), '编辑成功！');
  };
  const editSchema = {
    summary: '编辑角色 `{id, roleName, roleCode, level, description}`；级别不能高于自己，内置角色编码不可改',
    tags: TAGS,
    body: editBody,
  };
  app.put('/api/sys/role/edit', { config: perm.edit, schema: editSchema }, edit);
  app.post('/api/sys/role/edit', { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    '/api/sys/role/delete',
    {
      config: perm.delete,
      schema: { summary: '删除角色；内置角色不可删', tags: TAGS, querystring: z.object({ id: idSchema }) },
    },
    async (req) => {
      const role = await manageableRole(ctx, req.auth!, req.query.id);
      if (BUILT_IN_ROLES.includes(role.roleCode)) throw badRequest('内置角色不能删除');
      const [{ users }] = await db
        .select({ users: count() })
        .from(sysUserRole)
        .where(eq(sysUserRole.roleId, role.id));
      if (Number(users) > 0) throw badRequest(`该角色下还有 ${users} 个用户，请先移除`);
      await db.transaction(async (tx) => {
        await tx
          .update(sysRole)
          .set({ delFlag: 1, updateBy: req.auth!.username, updateTime: new Date() })
          .where(eq(sysRole.id, role.id));
        await tx.delete(sysRolePermission).where(eq(sysRolePermission.roleId, role.id));
        await tx.delete(sysRoleDataRule).where(eq(sysRoleDataRule.roleId, role.id));
      });
      permissionsChanged(ctx);
      return ok(null, '删除角色成功');
    },
  );

  const treeDoc = {
    summary: '角色授权用的菜单树 `{treeList, ids}`，`ruleFlag` 表示菜单有数据规则',
    tags: TAGS,
  };
  app.get('/api/sys/role/queryTreeList', { config: perm.list, schema: treeDoc }, async () =>
    ok(await permissionTree(db), '查询成功'),
  );

  app.get(
    '/api/sys/permission/queryRolePermission',
    {
      config: perm.list,
      schema: {
        summary: '角色已授权的菜单与按钮 id',
        tags: TAGS,
        querystring: z.object({ roleId: idSchema }),
      },
    },
    async (req) => {
      await manageableRole(ctx, req.auth!, req.query.roleId);
      const rows = await db
        .select({ id: sysRolePermission.permissionId })
        .from(sysRolePermission)
        .where(eq(sysRolePermission.roleId, req.query.roleId));
      return ok(
        rows.map((r) => r.id),
        '查询成功',
      );
    },
  );

  const idsText = z
    .string()
    .max(100_000)
    .nullish()
    .transform((v) => [
      ...new Set(
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ]);
  app.post(
    '/api/sys/permission/saveRolePermission',
    {
      config: perm.permission,
      schema: {
        summary: '保存角色权限 `{roleId, permissionIds, lastpermissionIds}`（逗号分隔，含半选的上级）',
        tags: TAGS,
        body: z.object({ roleId: idSchema, permissionIds: idsText, lastpermissionIds: idsText }),
      },
    },
    async (req) => {
      const role = await manageableRole(ctx, req.auth!, req.body.roleId);
      const wanted = req.body.permissionIds;
      const { ids } = await permissionTree(db);
      const known = new Set(ids);
      const unknown = wanted.find((id) => !known.has(id));
      if (unknown) throw badRequest('所选权限不存在');
      await db.transaction(async (tx) => {
        await tx.delete(sysRolePermission).where(eq(sysRolePermission.roleId, role.id));
        if (wanted.length)
          await tx
            .insert(sysRolePermission)
            .values(wanted.map((permissionId) => ({ roleId: role.id, permissionId })));
      });
      permissionsChanged(ctx);
      return ok(null, '保存成功！');
    },
  );

  const pair = z.object({ permissionId: idSchema, roleId: idSchema });
  app.get(
    '/api/sys/role/datarule/:permissionId/:roleId',
    {
      config: perm.permission,
      schema: { summary: '角色在某菜单上的数据规则 `{datarule, drChecked}`', tags: TAGS, params: pair },
    },
    async (req) => {
      await manageableRole(ctx, req.auth!, req.params.roleId);
      const datarule = await rulesOf(db, req.params.permissionId);
      const [chosen] = await db
        .select()
        .from(sysRoleDataRule)
        .where(
          and(
            eq(sysRoleDataRule.roleId, req.params.roleId),
            eq(sysRoleDataRule.permissionId, req.params.permissionId),
          ),
        );
      return ok({ datarule, drChecked: chosen?.dataRuleIds ?? '' }, '查询成功');
    },
  );

  app.post(
    '/api/sys/role/datarule',
    {
      config: perm.permission,
      schema: {
        summary: '保存角色在某菜单上勾选的数据规则 `{permissionId, roleId, dataRuleIds}`',
        tags: TAGS,
        body: pair.extend({ dataRuleIds: idsText }),
      },
    },
    async (req) => {
      const b = req.body;
      await manageableRole(ctx, req.auth!, b.roleId);
      const known = new Set((await rulesOf(db, b.permissionId)).map((r) => r.id));
      if (b.dataRuleIds.some((id) => !known.has(id))) throw badRequest('所选数据规则不属于该菜单');
      await db
        .insert(sysRoleDataRule)
        .values({ roleId: b.roleId, permissionId: b.permissionId, dataRuleIds: b.dataRuleIds.join(',') })
        .onConflictDoUpdate({
          target: [sysRoleDataRule.roleId, sysRoleDataRule.permissionId],
          set: { dataRuleIds: b.dataRuleIds.join(',') },
        });
      permissionsChanged(ctx);
      return ok(null, '数据权限保存成功！');
    },
  );
}

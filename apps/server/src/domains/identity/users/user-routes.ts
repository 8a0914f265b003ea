import { PERMS } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { dataRuleScope } from '../../../crud/data-rule-filter.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { passwordProblem } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { pageOf, pagingSchema } from '../../../platform/http/paging.ts';
import { idList, idSchema, keyword, orderSchema, sortColumn } from '../../../platform/http/query-params.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser, sysUserRole } from '../tables.ts';
import { UserAccounts } from './user-account.ts';
import { manageableUser, userScope } from './user-policy.ts';
import {
  findTenantUser,
  listUsers,
  USER_LIST_MENU,
  USER_RULE_TARGET,
  USER_SORT,
  userConditions,
  withLinks,
} from './user-repository.ts';
import { addUserBody, editUserBody, usernameSchema } from './user-schemas.ts';
import { createUser, updateUser } from './user-write.ts';

const TAGS = ['identity'];
const perm = permGuards(PERMS.user);

export const userListQuery = z.object({
  ...pagingSchema,
  username: keyword('用户账号'),
  realname: keyword('真实姓名'),
  phone: keyword('手机号'),
  status: z.coerce.number().int().min(1).max(2, '状态只能是正常或冻结').optional().catch(undefined),
  userIdentity: z.coerce.number().int().min(1).max(2).optional().catch(undefined),
  departId: idSchema.optional(),
  roleId: idSchema.optional(),
  column: sortColumn(USER_SORT, 'createTime'),
  order: orderSchema,
});

const passwordBody = z.object({
  id: idSchema.optional(),
  username: z.string().trim().max(64).optional(),
  password: z.string({ error: '请输入新密码' }).max(64, '密码长度必须为 8-64 位'),
  confirmpassword: z.string().optional(),
});

/** The caller's data rules on the users menu as one condition; undefined when they hold none. */
export const userDataRules = (ctx: AppContext, req: FastifyRequest) =>
  dataRuleScope(
    ctx,
    req.auth!,
    USER_LIST_MENU,
    () => USER_RULE_TARGET,
    (message) => req.log.warn(message),
  );

/** Manageable users by id, every one checked; the caller never acts on itself. */
async function manageable(ctx: AppContext, auth: AuthContext, ids: string[]) {
  if (!ids.length) throw badRequest('请选择用户');
  if (ids.includes(auth.userId)) throw forbidden('不能对自己执行此操作');
  for (const id of ids) await manageableUser(ctx.db, auth, id);
}

export function userRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const accounts = new UserAccounts(ctx.db, ctx.sessions);
  const { db } = ctx;

  app.get(
    '/api/sys/user/list',
    {
      config: perm.list,
      schema: {
        summary:
          '用户分页；筛选 `username` `realname` `phone`（`*x*` 模糊）、`status`、`departId`、`roleId`；排序 `column` 只接受 createTime/username/realname',
        tags: TAGS,
        querystring: userListQuery,
      },
    },
    async (req) => {
      const q = req.query;
      const where = userConditions(req.auth!.tenantId, userScope(req.auth!), q);
      const rules = await userDataRules(ctx, req);
      if (rules) where.push(rules);
      const { rows, total } = await listUsers(db, where, q, ctx.counts);
      return ok(pageOf(await withLinks(db, rows), total, q.pageNo, q.pageSize), '查询成功');
    },
  );

  app.get(
    '/api/sys/user/queryById',
    {
      config: perm.list,
      schema: {
        summary: '单个用户，含 `roleIds`、`roleNames`、`selecteddeparts`、`orgCodeTxt`',
        tags: TAGS,
        querystring: z.object({ id: idSchema }),
      },
    },
    async (req) => {
      const user = await manageableUser(db, req.auth!, req.query.id).catch(async (err) => {
        // Admins may read themselves; everyone else follows the management rule.
        if (req.query.id === req.auth!.userId) return findTenantUser(db, req.auth!.tenantId, req.query.id);
        throw err;
      });
      // A user the list hides is not readable by id either.
      const rules = user && (await userDataRules(ctx, req));
      if (rules) {
        const [visible] = await db
          .select({ id: sysUser.id })
          .from(sysUser)
          .where(and(eq(sysUser.id, req.query.id), rules));
        if (!visible) throw notFound('用户不存在');
      }
      const [json] = await withLinks(db, user ? [user] : []);
      return ok(json, '查询成功');
    },
  );

  const addSchema = {
    summary:
      '新增用户：用户字段 + `password`、`confirmpassword`、`selectedroles`、`selecteddeparts`、`departIds`（逗号分隔 id）、`userIdentity`；`tenantId`、`status`、`passwordHash` 等字段被忽略',
    tags: TAGS,
    body: addUserBody,
  };
  app.post('/api/sys/user/add', { config: perm.add, schema: addSchema }, async (req) => {
    const id = await createUser(ctx, req.auth!, req.body);
    const [json] = await withLinks(db, [(await findTenantUser(db, req.auth!.tenantId, id))!]);
    return ok(json, '添加成功！');
  });

  const edit = async (req: { auth: AuthContext | null; body: z.infer<typeof editUserBody> }) => {
    await updateUser(ctx, req.auth!, req.body);
    const [json] = await withLinks(db, [(await findTenantUser(db, req.auth!.tenantId, req.body.id))!]);
    return ok(json, '编辑成功！');
  };
  const editSchema = {
    summary: '编辑用户：同新增（不改账号与密码）；角色与部门变更即时生效',
    tags: TAGS,
    body: editUserBody,
  };
  app.put('/api/sys/user/edit', { config: perm.edit, schema: editSchema }, edit);
  app.post('/api/sys/user/edit', { config: perm.edit, schema: editSchema }, edit);

  app.put(
    '/api/sys/user/frozenBatch',
    {
      config: perm.frozen,
      schema: {
        summary: '冻结或解冻 `{ids, status}`，2 冻结（立即下线）、1 解冻',
        tags: TAGS,
        body: z.object({
          ids: idList('用户', 500),
          status: z.coerce.number().refine((s) => s === 1 || s === 2, '状态只能是 1（解冻）或 2（冻结）'),
        }),
      },
    },
    async (req) => {
      const { ids, status } = req.body;
      await manageable(ctx, req.auth!, ids);
      await accounts.setStatus(req.auth!.tenantId, ids, status as 1 | 2, req.auth!.username);
      return ok(null, status === 2 ? '冻结成功！' : '解冻成功！');
    },
  );

  /** Sets a new password for a user the caller manages and ends every session of that user. */
  const setPassword = (auth: AuthContext, userId: string, password: string) =>
    accounts.setPassword({ userId, tenantId: auth.tenantId }, password, auth.username);

  app.put(
    '/api/sys/user/changePassword',
    {
      config: perm.changePassword,
      schema: {
        summary: '管理员改密码 `{id 或 username, password, confirmpassword}`，该用户所有会话失效',
        tags: TAGS,
        body: passwordBody,
      },
    },
    async (req) => {
      const { id, username, password, confirmpassword } = req.body;
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem);
      if (confirmpassword !== undefined && confirmpassword !== password)
        throw badRequest('两次输入的密码不一致');
      let userId = id;
      if (!userId && username) {
        const [u] = await db
          .select({ id: sysUser.id })
          .from(sysUser)
          .where(
            and(eq(sysUser.username, username), tenantScope(sysUser, req.auth!), eq(sysUser.delFlag, 0)),
          );
        userId = u?.id;
      }
      if (!userId) throw badRequest('用户不存在');
      await manageable(ctx, req.auth!, [userId]);
      await setPassword(req.auth!, userId, password);
      return ok(null, '密码修改成功！');
    },
  );

  // The new random password is shown once to the caller, never stored in clear.
  app.put(
    '/api/sys/user/resetPassword',
    {
      config: perm.resetPassword,
      schema: {
        summary: '重置密码 `{id}` → `{newPassword}`（只返回这一次）',
        tags: TAGS,
        body: z.object({ id: idSchema }),
      },
    },
    async (req) => {
      await manageable(ctx, req.auth!, [req.body.id]);
      const newPassword = randomPassword();
      await setPassword(req.auth!, req.body.id, newPassword);
      return ok({ newPassword }, '密码已重置，请将新密码告知用户');
    },
  );

  const remove = async (auth: AuthContext, ids: string[]) => {
    await manageable(ctx, auth, ids);
    await accounts.remove(auth.tenantId, ids, auth.username);
  };
  app.delete(
    '/api/sys/user/delete',
    {
      config: perm.delete,
      schema: {
        summary: '删除用户（逻辑删除）并结束其会话',
        tags: TAGS,
        querystring: z.object({ id: idSchema }),
      },
    },
    async (req) => {
      await remove(req.auth!, [req.query.id]);
      return ok(null, '删除用户成功');
    },
  );
  app.delete(
    '/api/sys/user/deleteBatch',
    {
      config: perm.delete,
      schema: {
        summary: '批量删除用户（逻辑删除）并结束其会话',
        tags: TAGS,
        querystring: z.object({ ids: idList('用户', 500) }),
      },
    },
    async (req) => {
      await remove(req.auth!, req.query.ids);
      return ok(null, '批量删除用户成功');
    },
  );

  app.get(
    '/api/sys/user/checkOnlyUser',
    {
      config: perm.list,
      schema: {
        summary: '账号是否可用',
        tags: TAGS,
        querystring: z.object({ username: usernameSchema, id: idSchema.optional() }),
      },
    },
    async (req) => {
      const [found] = await db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(and(eq(sysUser.username, req.query.username), eq(sysUser.delFlag, 0)));
      if (found && found.id !== req.query.id) return { ...ok(false, '用户账号已存在'), success: false };
      return ok(true, '该用户账号可用');
    },
  );

  app.get(
    '/api/sys/user/queryUserRole',
    {
      config: perm.list,
      schema: { summary: '用户的角色 id 列表', tags: TAGS, querystring: z.object({ userid: idSchema }) },
    },
    async (req) => {
      await manageableUser(db, req.auth!, req.query.userid);
      const rows = await db
        .select({ roleId: sysUserRole.roleId })
        .from(sysUserRole)
        .where(eq(sysUserRole.userId, req.query.userid));
      return ok(
        rows.map((r) => r.roleId),
        '查询成功',
      );
    },
  );

  const departMembers = z.object({
    ...pagingSchema,
    depId: idSchema.optional(),
    id: idSchema.optional(),
    username: keyword('用户账号'),
    realname: keyword('真实姓名'),
  });
  const departGuard = (auth: AuthContext, departId: string | undefined) => {
    if (!departId) throw badRequest('请选择部门');
    if (!isAdmin(auth) && !auth.departIds.includes(departId)) throw forbidden('只能查看自己班级的用户');
    return departId;
  };

  app.get(
    '/api/sys/user/queryUserByDepId',
    {
      config: perm.list,
      schema: { summary: '部门成员', tags: TAGS, querystring: departMembers },
    },
    async (req) => {
      const departId = departGuard(req.auth!, req.query.id ?? req.query.depId);
      const where = userConditions(req.auth!.tenantId, null, { departId, realname: req.query.realname });
      const { rows } = await listUsers(db, where, {
        pageNo: 1,
        pageSize: 1000,
        column: 'username',
        order: 'asc',
      });
      return ok(await withLinks(db, rows), '查询成功');
    },
  );

  app.get(
    '/api/sys/user/departUserList',
    {
      config: perm.list,
      schema: { summary: '部门成员（分页）', tags: TAGS, querystring: departMembers },
    },
    async (req) => {
      const q = req.query;
      const departId = departGuard(req.auth!, q.depId ?? q.id);
      const where = userConditions(req.auth!.tenantId, null, {
        departId,
        username: q.username,
        realname: q.realname,
      });
      const { rows, total } = await listUsers(db, where, { ...q, column: 'username', order: 'asc' });
      return ok(pageOf(await withLinks(db, rows), total, q.pageNo, q.pageSize), '查询成功');
    },
  );
}

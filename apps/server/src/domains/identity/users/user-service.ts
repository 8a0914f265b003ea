import type { AddUserBody, AdminUser, EditUserBody, UserListQuery } from '@ck/shared';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { dataRuleScope } from '../../../crud/data-rule-filter.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { passwordProblem } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { usersByPhone } from '../sms/phone-accounts.ts';
import { UserAccounts } from './user-account.ts';
import { manageableUser, userScope } from './user-policy.ts';
import {
  findTenantUser,
  listUsers,
  roleIdsOfUser,
  USER_LIST_MENU,
  USER_RULE_TARGET,
  userConditions,
  userIdByUsername,
  userMatches,
  withLinks,
} from './user-repository.ts';
import { createUser, updateUser } from './user-write.ts';

/** Where a data rule that cannot be applied is reported (the request's log). */
export type Warn = (message: string) => void;

/** Most users one export may hold. */
export const MAX_EXPORT = 50_000;

/** The caller's data rules on the users menu as one condition; undefined when they hold none. */
export const userDataRules = (ctx: AppContext, auth: AuthContext, warn: Warn) =>
  dataRuleScope(ctx, auth, USER_LIST_MENU, () => USER_RULE_TARGET, warn);

/** The back office's users: lists, reads and writes, each within what the caller may manage. */
export class UserAdmin {
  private readonly accounts: UserAccounts;

  constructor(private readonly ctx: AppContext) {
    this.accounts = new UserAccounts(ctx.db, ctx.sessions);
  }

  /** Conditions of the list and the export: tenant, class scope, search form and data rules. */
  private async listConditions(auth: AuthContext, q: UserListQuery, warn: Warn): Promise<SQL[]> {
    const where = userConditions(auth.tenantId, userScope(auth), q);
    const rules = await userDataRules(this.ctx, auth, warn);
    if (rules) where.push(rules);
    return where;
  }

  async list(auth: AuthContext, q: UserListQuery, warn: Warn) {
    const where = await this.listConditions(auth, q, warn);
    const { rows, total } = await listUsers(this.ctx.db, where, q, this.ctx.counts);
    return { records: await withLinks(this.ctx.db, rows), total };
  }

  /** The rows of an export: the same rows as the list, data rules included, at most MAX_EXPORT. */
  async exportRecords(auth: AuthContext, q: UserListQuery, warn: Warn): Promise<AdminUser[]> {
    const where = await this.listConditions(auth, q, warn);
    const { rows, total } = await listUsers(this.ctx.db, where, { ...q, pageNo: 1, pageSize: MAX_EXPORT });
    if (total > MAX_EXPORT) throw badRequest(`一次最多导出 ${MAX_EXPORT} 个用户，请先筛选`);
    return withLinks(this.ctx.db, rows);
  }

  async detail(auth: AuthContext, id: string, warn: Warn): Promise<AdminUser> {
    const { db } = this.ctx;
    const user = await manageableUser(db, auth, id).catch(async (err) => {
      // Admins may read themselves; everyone else follows the management rule.
      if (id === auth.userId) return findTenantUser(db, auth.tenantId, id);
      throw err;
    });
    // A user the list hides is not readable by id either.
    const rules = user && (await userDataRules(this.ctx, auth, warn));
    if (rules && !(await userMatches(db, id, rules))) throw notFound('用户不存在');
    if (!user) throw notFound('用户不存在');
    const [json] = await withLinks(db, [user]);
    return json;
  }

  /** A user of the caller's tenant as JSON, after a write. */
  private async view(auth: AuthContext, id: string): Promise<AdminUser> {
    const user = await findTenantUser(this.ctx.db, auth.tenantId, id);
    if (!user) throw notFound('用户不存在');
    const [json] = await withLinks(this.ctx.db, [user]);
    return json;
  }

  async add(auth: AuthContext, body: AddUserBody): Promise<AdminUser> {
    return this.view(auth, await createUser(this.ctx, auth, body));
  }

  async edit(auth: AuthContext, body: EditUserBody): Promise<AdminUser> {
    await updateUser(this.ctx, auth, body);
    return this.view(auth, body.id);
  }

  /** Manageable users by id, every one checked; the caller never acts on itself. */
  private async manageable(auth: AuthContext, ids: string[]) {
    if (!ids.length) throw badRequest('请选择用户');
    if (ids.includes(auth.userId)) throw forbidden('不能对自己执行此操作');
    for (const id of ids) await manageableUser(this.ctx.db, auth, id);
  }

  /** Freezes (2, signed out at once) or unfreezes (1). */
  async setStatus(auth: AuthContext, ids: string[], status: 1 | 2) {
    await this.manageable(auth, ids);
    await this.accounts.setStatus(auth.tenantId, ids, status, auth.username);
  }

  /** Sets a new password for a user the caller manages and ends every session of that user. */
  private setPassword(auth: AuthContext, userId: string, password: string) {
    return this.accounts.setPassword({ userId, tenantId: auth.tenantId }, password, auth.username);
  }

  /** An admin's new password for a user named by id or by account. */
  async changePassword(
    auth: AuthContext,
    b: { id?: string; username?: string; password: string; confirmpassword?: string },
  ) {
    const problem = passwordProblem(b.password);
    if (problem) throw badRequest(problem);
    if (b.confirmpassword !== undefined && b.confirmpassword !== b.password)
      throw badRequest('两次输入的密码不一致');
    let userId = b.id;
    if (!userId && b.username) userId = await userIdByUsername(this.ctx.db, auth.tenantId, b.username);
    if (!userId) throw badRequest('用户不存在');
    await this.manageable(auth, [userId]);
    await this.setPassword(auth, userId, b.password);
  }

  /** A new random password, returned to be shown once and never stored in clear. */
  async resetPassword(auth: AuthContext, id: string): Promise<string> {
    await this.manageable(auth, [id]);
    const newPassword = randomPassword();
    await this.setPassword(auth, id, newPassword);
    return newPassword;
  }

  /** Soft-deletes users and ends their sessions. */
  async remove(auth: AuthContext, ids: string[]) {
    await this.manageable(auth, ids);
    await this.accounts.remove(auth.tenantId, ids, auth.username);
  }

  /** Whether an account name is free on the platform (or held by user `exceptId` itself). */
  async isUsernameFree(username: string, exceptId?: string): Promise<boolean> {
    const owner = await userIdByUsername(this.ctx.db, null, username);
    return !owner || owner === exceptId;
  }

  async isPhoneFree(phone: string, exceptId?: string): Promise<boolean> {
    return !(await usersByPhone(this.ctx.db, phone, exceptId)).length;
  }

  async roleIds(auth: AuthContext, userId: string): Promise<string[]> {
    await manageableUser(this.ctx.db, auth, userId);
    return roleIdsOfUser(this.ctx.db, userId);
  }

  /** A department the caller may list: admins any, others only their own classes. */
  private memberDepart(auth: AuthContext, departId: string | undefined) {
    if (!departId) throw badRequest('请选择部门');
    if (!isAdmin(auth) && !auth.departIds.includes(departId)) throw forbidden('只能查看自己班级的用户');
    return departId;
  }

  /** Members of a department by account, at most 1000. */
  async departMembers(auth: AuthContext, departId: string | undefined, realname?: string) {
    const where = userConditions(auth.tenantId, null, {
      departId: [this.memberDepart(auth, departId)],
      realname,
    });
    const { rows } = await listUsers(this.ctx.db, where, {
      pageNo: 1,
      pageSize: 1000,
      column: 'username',
      order: 'asc',
    });
    return withLinks(this.ctx.db, rows);
  }

  /** A page of a department's members by account. */
  async departMembersPage(
    auth: AuthContext,
    departId: string | undefined,
    q: { pageNo: number; pageSize: number; username?: string; realname?: string },
  ) {
    const where = userConditions(auth.tenantId, null, {
      departId: [this.memberDepart(auth, departId)],
      username: q.username,
      realname: q.realname,
    });
    const { rows, total } = await listUsers(this.ctx.db, where, { ...q, column: 'username', order: 'asc' });
    return { records: await withLinks(this.ctx.db, rows), total };
  }
}

import type { AdminUser } from '@ck/shared';
import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepartRoleUser } from '../access-tables.ts';
import { sysThirdAccount, sysUserSetting } from '../account-tables.ts';
import { sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { manageableUser, userScope } from './user-policy.ts';
import { userColumns, withLinks } from './user-repository.ts';

/** Most users the recycle bin lists at once (newest deletions first). */
const RECYCLE_LIMIT = 1000;

/**
 * The recycle bin of deleted users: list, restore, delete for good. Only users the caller could manage
 * while they were live; nobody restores or erases themselves.
 */
export class UserRecycleBin {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext, q: { username?: string; realname?: string }): Promise<AdminUser[]> {
    const where: SQL[] = [tenantScope(sysUser, auth.tenantId), eq(sysUser.delFlag, 1)];
    const scope = userScope(auth);
    if (scope)
      where.push(
        scope.length
          ? sql`exists (select 1 from ${sysUserDepart} where ${sysUserDepart.userId} = ${sysUser.id} and ${inArray(sysUserDepart.departId, scope)})`
          : sql`false`,
      );
    if (q.username) where.push(ilike(sysUser.username, likePattern(q.username)));
    if (q.realname) where.push(ilike(sysUser.realname, likePattern(q.realname)));
    const rows = await this.ctx.db
      .select(userColumns)
      .from(sysUser)
      .where(and(...where))
      .orderBy(desc(sysUser.updateTime), desc(sysUser.id))
      .limit(RECYCLE_LIMIT);
    return withLinks(this.ctx.db, rows);
  }

  /** Users of the bin the caller may act on, every one checked before anything is written. */
  private async binned(auth: AuthContext, ids: string[]) {
    if (!ids.length) throw badRequest('请选择用户');
    if (ids.includes(auth.userId)) throw forbidden('不能对自己执行此操作');
    const users = [];
    for (const id of ids) users.push(await manageableUser(this.ctx.db, auth, id, 1));
    return users;
  }

  /** Brings users back; refused when another live user has taken the account name meanwhile. */
  async restore(auth: AuthContext, ids: string[]) {
    const users = await this.binned(auth, ids);
    const names = users.map((u) => u.username);
    if (new Set(names).size !== names.length) throw badRequest('所选用户中有重复的账号，请分开还原');
    const taken = await this.ctx.db
      .select({ username: sysUser.username })
      .from(sysUser)
      .where(and(inArray(sysUser.username, names), eq(sysUser.delFlag, 0)));
    if (taken.length)
      throw badRequest(`账号 ${taken.map((t) => t.username).join('、')} 已被其他用户使用，无法还原`);
    await this.ctx.db
      .update(sysUser)
      .set({ delFlag: 0, updateBy: auth.username, updateTime: new Date() })
      .where(and(inArray(sysUser.id, ids), tenantScope(sysUser, auth.tenantId), eq(sysUser.delFlag, 1)));
  }

  /** Erases users of the bin with their roles, departments and sign-in links. */
  async erase(auth: AuthContext, ids: string[]) {
    await this.binned(auth, ids);
    await this.ctx.db.transaction(async (tx) => {
      await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
      await tx.delete(sysUserDepart).where(inArray(sysUserDepart.userId, ids));
      await tx.delete(sysDepartRoleUser).where(inArray(sysDepartRoleUser.userId, ids));
      await tx.delete(sysThirdAccount).where(inArray(sysThirdAccount.userId, ids));
      await tx.delete(sysUserSetting).where(inArray(sysUserSetting.userId, ids));
      await tx
        .delete(sysUser)
        .where(and(inArray(sysUser.id, ids), tenantScope(sysUser, auth.tenantId), eq(sysUser.delFlag, 1)));
    });
    for (const id of ids) await this.ctx.sessions.revokeUser(id);
  }
}

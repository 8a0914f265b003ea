import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysRole } from '../tables.ts';

/** A live role of the caller's tenant that the caller may change: never one above their level. */
export async function manageableRole(ctx: AppContext, auth: AuthContext, id: string) {
  const [role] = await ctx.db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.id, id), liveScope(sysRole, auth)));
  if (!role) throw notFound('角色不存在');
  if (role.level > auth.level) throw forbidden('不能操作级别高于自己的角色');
  return role;
}

/** Role and permission changes must show in menus and checks at once. */
export function permissionsChanged(ctx: AppContext) {
  ctx.permissions.clear();
  ctx.sessions.forgetAll();
}

import { SSO_SOURCE_NAMES, type SsoSource, type ThirdBinding } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { LOG_OPERATE } from '../../../platform/audit/audit-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysThirdAccount } from '../account-tables.ts';
import type { Caller } from '../session/caller.ts';

/** The signed-in user's bound outside accounts. */
export async function listBindings(ctx: AppContext, auth: AuthContext): Promise<ThirdBinding[]> {
  const rows = await ctx.db
    .select()
    .from(sysThirdAccount)
    .where(and(tenantScope(sysThirdAccount, auth), eq(sysThirdAccount.userId, auth.userId)));
  return rows.map((r) => ({
    provider: r.provider as SsoSource,
    nickname: r.nickname,
    avatar: r.avatar,
    createTime: r.createTime.toISOString(),
  }));
}

/** Removes the user's binding of `provider`; their password and other sign-ins stay. */
export async function unbind(ctx: AppContext, auth: AuthContext, provider: SsoSource, caller: Caller) {
  const removed = await ctx.db
    .delete(sysThirdAccount)
    .where(
      and(
        tenantScope(sysThirdAccount, auth),
        eq(sysThirdAccount.userId, auth.userId),
        eq(sysThirdAccount.provider, provider),
      ),
    )
    .returning({ id: sysThirdAccount.id });
  if (!removed.length) throw notFound(`尚未绑定${SSO_SOURCE_NAMES[provider]}账号`);
  await caller.log({
    logType: LOG_OPERATE,
    operateType: 'thirdLogin:unbind',
    content: `用户 ${auth.username} 解绑${SSO_SOURCE_NAMES[provider]}账号`,
    userId: auth.userId,
    username: auth.username,
    tenantId: auth.tenantId,
  });
}

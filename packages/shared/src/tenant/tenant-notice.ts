import { z } from 'zod';

// Why a tenant's users may only sign in and read a notice: the tenant is disabled or its service expired.

/** Every refusal of a blocked tenant starts with this text; the web recognises it on any 403. */
export const TENANT_BLOCKED_PREFIX = '所在机构的服务';

export type TenantBlockReason = 'expired' | 'disabled';

/** The refusal text: the expiry date (`YYYY-MM-DD`) is named so the user knows what happened when. */
export function tenantBlockedMessage(reason: TenantBlockReason, expireDate: string | null): string {
  if (reason === 'disabled') return `${TENANT_BLOCKED_PREFIX}已停用，请联系机构管理员`;
  return `${TENANT_BLOCKED_PREFIX}已于 ${expireDate ?? ''} 到期，请联系机构管理员续费`;
}

/** True for the 403 message of a blocked tenant. */
export const isTenantBlockedMessage = (message: string | undefined): boolean =>
  !!message?.startsWith(TENANT_BLOCKED_PREFIX);

/** In the login answer and `/sys/user/info` when the user's tenant is blocked; null otherwise. */
export const tenantNoticeSchema = z.object({
  reason: z.enum(['expired', 'disabled']),
  message: z.string(),
  zuhuName: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, null for a tenant without expiry. */
  expireTime: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type TenantNotice = z.infer<typeof tenantNoticeSchema>;

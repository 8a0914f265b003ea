import { parseDateTime, type TenantEditBody } from '@ck/shared';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import {
  DEFAULT_TENANT_ID,
  isPlatformAdmin,
  PLATFORM_ADMIN_ONLY,
} from '../../../platform/tenancy/tenancy.ts';
import type { TenantRow } from './tenant-view.ts';

export const OWN_TENANT_ONLY = '只能查看和修改本机构的信息';
export const PLATFORM_FIELDS_ONLY = '仅平台管理员可修改到期时间、配额和状态';

/** Platform administrators act on every tenant; anyone else only on their own. */
export function assertMayReach(auth: AuthContext, tenantId: string) {
  if (!isPlatformAdmin(auth) && auth.tenantId !== tenantId) throw forbidden(OWN_TENANT_ONLY);
}

export function assertPlatformAdmin(auth: AuthContext) {
  if (!isPlatformAdmin(auth)) throw forbidden(PLATFORM_ADMIN_ONLY);
}

/** `YYYY-MM-DD` runs until the end of that day (Asia/Shanghai); a time is taken as given. */
export function expiryOf(text: string | null): Date | null {
  if (!text) return null;
  const date = parseDateTime(text.length === 10 ? `${text} 23:59:59` : text);
  if (!date) throw badRequest('到期时间格式不正确');
  return date;
}

/** The expiry, quotas and status an edit asks for, with what they change on the row. */
export function platformChanges(body: TenantEditBody, row: TenantRow) {
  const set: Partial<
    Pick<TenantRow, 'expireTime' | 'maxStudents' | 'maxTeachers' | 'maxStorageMb' | 'status'>
  > = {};
  if (body.expireTime !== undefined) {
    const expiry = expiryOf(body.expireTime);
    if ((expiry?.getTime() ?? null) !== (row.expireTime?.getTime() ?? null)) set.expireTime = expiry;
  }
  for (const key of ['maxStudents', 'maxTeachers', 'maxStorageMb', 'status'] as const) {
    const value = body[key];
    if (value !== undefined && value !== row[key]) set[key] = value;
  }
  return set;
}

/**
 * Checks an edit's expiry, quota and status changes: only platform administrators make them, and the
 * platform's own tenant never expires nor is disabled (it would lock everyone out).
 */
export function assertPlatformChanges(
  auth: AuthContext,
  row: TenantRow,
  set: ReturnType<typeof platformChanges>,
) {
  if (!Object.keys(set).length) return;
  if (!isPlatformAdmin(auth)) throw forbidden(PLATFORM_FIELDS_ONLY);
  if (row.id === DEFAULT_TENANT_ID && (set.expireTime || set.status === 0))
    throw badRequest('平台自身的机构不能设置到期时间或停用');
}

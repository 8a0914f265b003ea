import { MESSAGE_TYPES } from '@ck/shared';
import { and, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';

/** One receiver of a send: how the log names it, the user behind it, and the phone or email to use. */
export interface Recipient {
  label: string;
  userId: string | null;
  address: string | null;
}

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Resolves the receivers a sender typed: accounts of the caller's organisation by username (any
 * channel), or, for SMS and email, a mobile number or email address directly. A receiver that is
 * neither is refused with its name, before anything is sent.
 */
export async function resolveRecipients(
  db: Db,
  tenantId: string,
  type: string,
  names: string[],
): Promise<Recipient[]> {
  const direct = (name: string) =>
    (type === MESSAGE_TYPES.sms && MOBILE.test(name)) || (type === MESSAGE_TYPES.email && EMAIL.test(name));
  const lookups = names.filter((name) => !direct(name));
  const users = lookups.length
    ? await db
        .select({ id: sysUser.id, username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
        .from(sysUser)
        .where(
          and(
            liveScope(sysUser, tenantId),
            or(inArray(sysUser.username, lookups), inArray(sysUser.id, lookups)),
          ),
        )
    : [];
  const unknown = lookups.filter((name) => !users.some((u) => u.username === name || u.id === name));
  if (unknown.length) {
    const hint =
      type === MESSAGE_TYPES.sms
        ? '（请填写本机构用户的账号或 11 位手机号）'
        : type === MESSAGE_TYPES.email
          ? '（请填写本机构用户的账号或邮箱地址）'
          : '（请填写本机构用户的账号）';
    throw badRequest(`接收人不存在：${unknown.slice(0, 5).join('、')}${hint}`);
  }
  return names.map((name): Recipient => {
    if (direct(name)) return { label: name, userId: null, address: name };
    const user = users.find((u) => u.username === name || u.id === name)!;
    const address =
      type === MESSAGE_TYPES.sms ? user.phone : type === MESSAGE_TYPES.email ? user.email : null;
    return { label: user.username, userId: user.id, address: address || null };
  });
}

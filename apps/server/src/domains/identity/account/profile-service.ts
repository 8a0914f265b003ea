import {
  type EditSelfBody,
  type MobileCodeBody,
  NOTIFY_KINDS,
  type NotifyKind,
  type NotifySettings,
  type NotifySettingsBody,
  type UserInfoResult,
} from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { sysUserSetting } from '../account-tables.ts';
import { findUserById, toUserInfo } from '../session/user-info.ts';
import { usersByPhone } from '../sms/phone-accounts.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { sysUser } from '../tables.ts';

/** Every kind of notification is on until the user switches it off. */
const NOTIFY_DEFAULTS = Object.fromEntries(NOTIFY_KINDS.map((k) => [k, true])) as Record<NotifyKind, boolean>;

/** The caller's own profile, phone and notification preferences. */
export class ProfileService {
  constructor(private readonly ctx: AppContext) {}

  private async userInfo(userId: string): Promise<UserInfoResult> {
    const user = await findUserById(this.ctx.db, userId);
    if (!user) throw notFound('用户不存在');
    return { userInfo: toUserInfo(user) };
  }

  /** Saves the fields the body carries; an empty avatar clears it. */
  async edit(auth: AuthContext, body: EditSelfBody): Promise<UserInfoResult> {
    const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (patch.avatar === '') patch.avatar = null;
    if (Object.keys(patch).length)
      await this.ctx.db
        .update(sysUser)
        .set({ ...patch, updateBy: auth.username, updateTime: new Date() })
        .where(eq(sysUser.id, auth.userId));
    return this.userInfo(auth.userId);
  }

  /** Binds a phone proved by its bind code; a number belongs to one account only. */
  async bindPhone(auth: AuthContext, sms: SmsCodes, body: MobileCodeBody): Promise<UserInfoResult> {
    const { mobile, captcha } = body;
    if ((await usersByPhone(this.ctx.db, mobile, auth.userId)).length)
      throw conflict('该手机号已被其他账号绑定');
    await sms.verify(mobile, '3', captcha);
    await this.ctx.db
      .update(sysUser)
      .set({ phone: mobile, updateBy: auth.username, updateTime: new Date() })
      .where(eq(sysUser.id, auth.userId));
    return this.userInfo(auth.userId);
  }

  async notifySettings(userId: string): Promise<NotifySettings> {
    const [row] = await this.ctx.db.select().from(sysUserSetting).where(eq(sysUserSetting.userId, userId));
    return { ...NOTIFY_DEFAULTS, ...((row?.notify as Partial<NotifySettings> | undefined) ?? {}) };
  }

  /** Changes the preferences the body names and keeps the others. */
  async saveNotifySettings(auth: AuthContext, body: NotifySettingsBody): Promise<NotifySettings> {
    const notify = { ...(await this.notifySettings(auth.userId)), ...body };
    await this.ctx.db
      .insert(sysUserSetting)
      .values({ userId: auth.userId, tenantId: auth.tenantId, notify })
      .onConflictDoUpdate({ target: sysUserSetting.userId, set: { notify, updateTime: new Date() } });
    return notify;
  }
}

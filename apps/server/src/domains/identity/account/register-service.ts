import type { RegisterBody, RegisterResult } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN } from '../../../platform/audit/audit-log.ts';
import { REGISTER_LIMIT_MESSAGE } from '../../../platform/auth/login-limits.ts';
import { hashPassword, passwordProblem } from '../../../platform/auth/password.ts';
import { CONFIG_DEFAULTS } from '../../../platform/config/config-defaults.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import { badRequest, conflict, forbidden, tooMany } from '../../../platform/http/errors.ts';
import { DEFAULT_TENANT_ID, liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { classByKey } from '../departs/depart-repository.ts';
import type { Caller } from '../session/caller.ts';
import { usersByPhone } from '../sms/phone-accounts.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { sysRole, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { assertSeats } from '../users/user-seats.ts';

/** Self-registration never grants more than the student level, whatever `_defaultRole` says. */
const MAX_SELF_ROLE_LEVEL = 10;

/** Configuration values of a tenant (private keys included: server side only), with the defaults. */
export async function configValues(ctx: AppContext, keys: string[], tenantId = DEFAULT_TENANT_ID) {
  const rows = await ctx.db
    .select()
    .from(sysConfig)
    .where(and(tenantScope(sysConfig, tenantId), inArray(sysConfig.configKey, keys)));
  const out: Record<string, string> = {};
  for (const k of keys) out[k] = rows.find((r) => r.configKey === k)?.configValue ?? CONFIG_DEFAULTS[k] ?? '';
  return out;
}

export async function registrationOpen(ctx: AppContext): Promise<boolean> {
  const { allowReg } = await configValues(ctx, ['allowReg']);
  return allowReg === 'true' || allowReg === '1';
}

export interface Registration {
  username: string;
  password: string;
  realname?: string;
  phone?: string;
}

/**
 * Creates a student account: identity 1, the configured default role (capped at the student level)
 * and the configured default class (id or org code of a class) when it exists.
 */
export async function registerUser(ctx: AppContext, reg: Registration) {
  const tenantId = DEFAULT_TENANT_ID;
  const cfg = await configValues(ctx, ['_defaultRole', '_defaultClass'], tenantId);
  const [taken] = await ctx.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.username, reg.username), eq(sysUser.delFlag, 0)));
  if (taken) throw conflict('该用户名已被注册');

  const roles = await ctx.db.select().from(sysRole).where(liveScope(sysRole, tenantId));
  const wanted = roles.find((r) => r.roleCode === (cfg._defaultRole || 'student'));
  const role =
    wanted && wanted.level <= MAX_SELF_ROLE_LEVEL ? wanted : roles.find((r) => r.roleCode === 'student');

  const classKey = cfg._defaultClass.trim();
  const klass = classKey ? await classByKey(ctx.db, tenantId, classKey) : undefined;

  const id = uuidv7();
  const passwordHash = await hashPassword(reg.password);
  await ctx.db.transaction(async (tx) => {
    await assertSeats(tx, tenantId, { students: 1 });
    await tx.insert(sysUser).values({
      id,
      tenantId,
      username: reg.username,
      realname: reg.realname || reg.username,
      nickname: reg.realname || reg.username,
      phone: reg.phone || null,
      passwordHash,
      userIdentity: 1,
      orgCode: klass?.orgCode ?? null,
      status: 1,
      createBy: reg.username,
    });
    if (role) await tx.insert(sysUserRole).values({ userId: id, roleId: role.id });
    if (klass) await tx.insert(sysUserDepart).values({ userId: id, departId: klass.id });
  });
  return { id, username: reg.username, role: role?.roleCode ?? null, className: klass?.departName ?? null };
}

/**
 * Self-registration when the config allows it: the image captcha (as for login), at most
 * `registrationsPerIp` new accounts per IP an hour, a confirmed, strong password, and a phone number
 * only with its register code and when no account holds it yet. Answers the account and its class.
 */
export async function register(
  ctx: AppContext,
  sms: SmsCodes,
  body: RegisterBody,
  caller: Caller,
): Promise<RegisterResult> {
  if (!(await registrationOpen(ctx))) throw forbidden('系统暂未开放注册');
  const { registrations } = ctx.limits;
  if (registrations.blocked(caller.ip)) throw tooMany(REGISTER_LIMIT_MESSAGE);
  if (ctx.config.loginCaptcha) {
    if (!body.captcha || !body.checkKey) throw badRequest('请输入验证码');
    if (!(await ctx.captcha.verify(body.checkKey, body.captcha))) throw badRequest('验证码错误，请重新输入');
  }
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
    throw badRequest('两次输入的密码不一样');
  const problem = passwordProblem(body.password);
  if (problem) throw badRequest(problem);
  if (body.phone) {
    if (!body.smscode) throw badRequest('请输入短信验证码');
    if ((await usersByPhone(ctx.db, body.phone)).length) throw conflict('该手机号已注册，请直接登录');
    await sms.verify(body.phone, '1', body.smscode);
  }
  const user = await registerUser(ctx, {
    username: body.username,
    password: body.password,
    realname: body.realname,
    phone: body.phone || undefined,
  });
  registrations.fail(caller.ip);
  await caller.log({
    logType: LOG_LOGIN,
    content: `用户 ${user.username} 注册成功`,
    userId: user.id,
    username: user.username,
  });
  return { username: user.username, className: user.className };
}

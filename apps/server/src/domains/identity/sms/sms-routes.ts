import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN, writeLog } from '../../../platform/audit/audit-log.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { conflict, forbidden, unauthorized } from '../../../platform/http/errors.ts';
import { registrationOpen } from '../account/register-service.ts';
import { departsOf, sessionInfo } from '../session/user-info.ts';
import { sysUser } from '../tables.ts';
import { setCurrentOrg } from '../users/user-account.ts';
import { MOBILE_RE, type SmsCodes } from './sms-codes.ts';

const TAGS = ['identity'];

export const mobileSchema = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, '手机号格式不正确');
export const smsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(/^\d{4,8}$/, '请输入正确的短信验证码');

const smsBody = z.object({
  mobile: mobileSchema,
  smsmode: z.enum(['0', '1', '2', '3'], { error: '短信类型不正确' }),
});

/** The live accounts holding a phone number. */
export async function usersByPhone(ctx: AppContext, mobile: string, exceptUserId?: string) {
  const where = exceptUserId
    ? and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0), ne(sysUser.id, exceptUserId))
    : and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0));
  return ctx.db.select().from(sysUser).where(where).limit(2);
}

export function smsRoutes(fastify: FastifyInstance, ctx: AppContext, sms: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const smsSchema = {
    summary:
      '发送短信验证码 `{mobile, smsmode}`：0 登录、1 注册、2 找回密码、3 绑定手机（需登录）。同一手机号每分钟最多一条，同一 IP 每小时 20 条；验证码 6 位、5 分钟有效、只能用一次、最多猜 5 次。登录与找回密码对未注册的号码同样回答“已发送”但不发短信',
    tags: TAGS,
    body: smsBody,
  };
  app.post('/api/sys/sms', { config: { guard: 'public' }, schema: smsSchema }, async (req) => {
    const { mobile, smsmode } = req.body;
    const holders = await usersByPhone(ctx, mobile, req.auth?.userId);
    if (smsmode === '1') {
      if (!(await registrationOpen(ctx))) throw forbidden('系统暂未开放注册');
      if (holders.length) throw conflict('该手机号已注册，请直接登录');
    }
    if (smsmode === '3') {
      if (!req.auth) throw unauthorized('未登录，请先登录');
      if (holders.length) throw conflict('该手机号已被其他账号绑定');
    }
    // Login and password reset answer alike for unknown numbers, so nobody can probe who is registered.
    if ((smsmode === '0' || smsmode === '2') && !holders.length) return ok(null, '短信验证码已发送');
    await sms.send(mobile, smsmode, req.ip);
    return ok(null, '短信验证码已发送');
  });

  app.post(
    '/api/sys/phoneLogin',
    {
      config: { guard: 'public' },
      schema: {
        summary: '短信登录 `{mobile, captcha}`，回答与 `/sys/login` 相同（`code` 200）',
        tags: TAGS,
        body: z.object({ mobile: mobileSchema, captcha: smsCodeSchema }),
      },
    },
    async (req) => {
      const { mobile, captcha } = req.body;
      await sms.verify(mobile, '0', captcha);
      const [user] = await usersByPhone(ctx, mobile);
      if (!user) throw unauthorized('该手机号未绑定账号');
      if (user.status !== 1) throw forbidden('该用户已冻结，请联系管理员');
      const departs = await departsOf(ctx.db, user.id);
      let orgCode = user.orgCode;
      if (!departs.some((d) => d.orgCode === orgCode)) orgCode = departs[0]?.orgCode ?? null;
      if (orgCode !== user.orgCode) await setCurrentOrg(ctx.db, user.id, orgCode);
      const token = await ctx.sessions.create(
        { id: user.id, tenantId: user.tenantId, orgCode },
        { ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      await writeLog(ctx.db, req, {
        logType: LOG_LOGIN,
        content: `用户 ${user.username} 手机验证码登录成功`,
        userId: user.id,
        username: user.username,
        tenantId: user.tenantId,
      });
      return ok({ token, ...(await sessionInfo(ctx, { ...user, orgCode }, departs)) }, '登录成功');
    },
  );
}

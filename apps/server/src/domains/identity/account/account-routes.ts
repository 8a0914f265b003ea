import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN, writeLog } from '../../../platform/audit/audit-log.ts';
import { passwordProblem } from '../../../platform/auth/password.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { mobileSchema, smsCodeSchema, usersByPhone } from '../sms/sms-routes.ts';
import { UserAccounts } from '../users/user-account.ts';
import { registerUser, registrationOpen } from './register-service.ts';

const TAGS = ['identity'];

export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{2,31}$/;

// z.object drops unknown keys: userIdentity, departIds, roles ... in a body are simply ignored.
const registerBody = z.object({
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .regex(USERNAME_RE, '用户名须以字母开头，由 3-32 位字母、数字或下划线组成'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码长度必须为 8-64 位'),
  confirmPassword: z.string().max(128).optional(),
  realname: z.string().trim().max(50, '姓名不能超过 50 个字符').optional(),
  phone: z.union([mobileSchema, z.literal('')]).optional(),
  smscode: z.string().trim().max(8).optional(),
});

const forgetBody = z.object({
  mobile: mobileSchema,
  captcha: smsCodeSchema,
  password: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(128, '密码长度必须为 8-64 位'),
  confirmpassword: z.string({ error: '请确认新密码' }).min(1, '请确认新密码').max(128),
});

export function accountRoutes(fastify: FastifyInstance, ctx: AppContext, sms: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/sys/user/register',
    {
      config: { guard: 'public' },
      schema: {
        summary:
          '注册：仅当配置 `allowReg` 为 true；`{username, password, confirmPassword?, realname?, phone?, smscode?}`（填手机号须带注册验证码）。身份固定为学员，角色取 `_defaultRole`（最高为学生级），班级取 `_defaultClass`（班级 id 或编码）；请求体里的 `userIdentity`、`departIds`、`roles` 等一律忽略',
        tags: TAGS,
        body: registerBody,
      },
    },
    async (req) => {
      const body = req.body;
      if (!(await registrationOpen(ctx))) throw forbidden('系统暂未开放注册');
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password)
        throw badRequest('两次输入的密码不一样');
      const problem = passwordProblem(body.password);
      if (problem) throw badRequest(problem);
      if (body.phone) {
        if (!body.smscode) throw badRequest('请输入短信验证码');
        if ((await usersByPhone(ctx, body.phone)).length) throw conflict('该手机号已注册，请直接登录');
        await sms.verify(body.phone, '1', body.smscode);
      }
      const user = await registerUser(ctx, {
        username: body.username,
        password: body.password,
        realname: body.realname,
        phone: body.phone || undefined,
      });
      await writeLog(ctx.db, req, {
        logType: LOG_LOGIN,
        content: `用户 ${user.username} 注册成功`,
        userId: user.id,
        username: user.username,
      });
      return ok({ username: user.username, className: user.className }, '注册成功');
    },
  );

  // Forgotten password: the SMS code proves the phone; every session of the account ends.
  app.post(
    '/api/sys/user/forgetPassword',
    {
      config: { guard: 'public' },
      schema: {
        summary:
          '找回密码 `{mobile, captcha, password, confirmpassword}`：用找回密码验证码重置绑定该手机号的账号密码，并结束其全部会话',
        tags: TAGS,
        body: forgetBody,
      },
    },
    async (req) => {
      const { mobile, captcha, password, confirmpassword } = req.body;
      if (password !== confirmpassword) throw badRequest('两次输入的密码不一样');
      const problem = passwordProblem(password);
      if (problem) throw badRequest(problem);
      await sms.verify(mobile, '2', captcha);
      const holders = await usersByPhone(ctx, mobile);
      if (holders.length !== 1)
        throw badRequest(holders.length ? '该手机号绑定了多个账号，请联系管理员' : '该手机号未绑定账号');
      const [user] = holders;
      await new UserAccounts(ctx.db, ctx.sessions).setPassword({ userId: user.id }, password, user.username);
      await writeLog(ctx.db, req, {
        logType: LOG_LOGIN,
        content: `用户 ${user.username} 通过短信验证码重置密码`,
        userId: user.id,
        username: user.username,
        tenantId: user.tenantId,
      });
      return ok({ username: user.username }, '密码重置成功，请使用新密码登录');
    },
  );
}

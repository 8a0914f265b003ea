import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN, writeLog } from '../../../platform/audit/audit-log.ts';
import { tokenOf } from '../../../platform/auth/guard.ts';
import { passwordProblem, verifyPassword } from '../../../platform/auth/password.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, forbidden, tooMany, unauthorized } from '../../../platform/http/errors.ts';
import { sysUser } from '../tables.ts';
import { setCurrentOrg, UserAccounts } from '../users/user-account.ts';
import { departsOf, sessionInfo } from './user-info.ts';

const TAGS = ['identity'];

const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64, '用户名或密码错误'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '用户名或密码错误'),
  captcha: z.string().max(16).optional(),
  checkKey: z.string().max(64).optional(),
});

const passwordBody = z.object({
  username: z.string().optional(),
  oldpassword: z.string({ error: '请输入旧密码' }).min(1, '请输入旧密码').max(128),
  password: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(128),
  confirmpassword: z.string({ error: '请确认新密码' }).min(1, '请确认新密码').max(128),
});

const LOCK_MESSAGE = '登录失败次数过多，请 15 分钟后再试';

export function loginRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, sessions, captcha, limits } = ctx;

  app.get(
    '/api/sys/randomImage/:key',
    {
      config: { guard: 'public' },
      schema: {
        summary: '验证码图片（data URL），答案一次有效、60 秒过期',
        tags: TAGS,
        params: z.object({ key: z.string().min(1).max(64) }),
      },
    },
    async (req) => ok(await captcha.create(req.params.key), '获取验证码成功'),
  );

  const loginSchema = {
    summary:
      '登录 `{username, password, captcha, checkKey}` → `{token, userInfo, departs, multi_depart, sysAllDictItems, role}`',
    tags: TAGS,
    body: loginBody,
  };
  app.post('/api/sys/login', { config: { guard: 'public' }, schema: loginSchema }, async (req) => {
    const { username, password } = req.body;
    const accountKey = username.toLowerCase();
    if (limits.loginByIp.blocked(req.ip) || limits.loginByAccount.blocked(accountKey))
      throw tooMany(LOCK_MESSAGE);
    if (ctx.config.loginCaptcha) {
      if (!req.body.captcha || !req.body.checkKey) throw badRequest('请输入验证码');
      if (!(await captcha.verify(req.body.checkKey, req.body.captcha))) {
        limits.loginByIp.fail(req.ip);
        throw badRequest('验证码错误，请重新输入');
      }
    }
    const [user] = await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)));
    // The same answer whether the account is missing or the password is wrong.
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      limits.loginByIp.fail(req.ip);
      limits.loginByAccount.fail(accountKey);
      await writeLog(db, req, {
        logType: LOG_LOGIN,
        content: `用户 ${username} 登录失败：用户名或密码错误`,
        username,
      });
      throw badRequest('用户名或密码错误');
    }
    if (user.status !== 1) throw forbidden('该用户已冻结，请联系管理员');
    limits.loginByAccount.reset(accountKey);

    const departs = await departsOf(db, user.id);
    let orgCode = user.orgCode;
    if (!departs.some((d) => d.orgCode === orgCode)) orgCode = departs[0]?.orgCode ?? null;
    if (orgCode !== user.orgCode) await setCurrentOrg(db, user.id, orgCode);
    const token = await sessions.create(
      { id: user.id, tenantId: user.tenantId, orgCode },
      { ip: req.ip, userAgent: req.headers['user-agent'] },
    );
    await writeLog(db, req, {
      logType: LOG_LOGIN,
      content: `用户 ${username} 登录成功`,
      userId: user.id,
      username,
      tenantId: user.tenantId,
    });
    return ok({ token, ...(await sessionInfo(ctx, { ...user, orgCode }, departs)) }, '登录成功');
  });

  const logoutDoc = { summary: '注销当前会话（请求须带令牌）', tags: TAGS };
  app.post('/api/sys/logout', { config: { guard: 'public' }, schema: logoutDoc }, async (req) => {
    const token = tokenOf(req);
    if (!token) throw unauthorized('退出登录失败：缺少 Token');
    const auth = req.auth;
    await sessions.revoke(token);
    if (auth) {
      await writeLog(db, req, {
        logType: LOG_LOGIN,
        content: `用户 ${auth.username} 退出成功`,
        userId: auth.userId,
        username: auth.username,
        tenantId: auth.tenantId,
      });
    }
    return ok(null, '退出登录成功！');
  });

  app.post(
    '/api/sys/user/updatePassword',
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '修改自己的密码 `{username, oldpassword, password, confirmpassword}`，成功后该用户所有会话失效',
        tags: TAGS,
        body: passwordBody,
      },
    },
    async (req) => {
      const auth = req.auth!;
      const body = req.body;
      if (body.username && body.username !== auth.username) throw forbidden('只能修改自己的密码');
      if (body.password !== body.confirmpassword) throw badRequest('两次输入的密码不一样');
      const [user] = await db.select().from(sysUser).where(eq(sysUser.id, auth.userId));
      if (!(await verifyPassword(user?.passwordHash, body.oldpassword))) throw badRequest('旧密码输入错误');
      const problem = passwordProblem(body.password);
      if (problem) throw badRequest(problem);
      if (body.password === body.oldpassword) throw badRequest('新密码不能与旧密码相同');
      await new UserAccounts(db, sessions).setPassword({ userId: auth.userId }, body.password, auth.username);
      return ok(null, '密码修改成功，请重新登录');
    },
  );
}

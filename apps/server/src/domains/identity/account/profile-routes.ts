import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { sysUserSetting } from '../account-tables.ts';
import { findUserById, toUserInfo } from '../session/user-info.ts';
import type { SmsCodes } from '../sms/sms-codes.ts';
import { mobileSchema, smsCodeSchema, usersByPhone } from '../sms/sms-routes.ts';
import { sysUser } from '../tables.ts';

const TAGS = ['identity'];

/** A stored file path (`avatar/2026/..png`) or a web address; never `javascript:` or `..`. */
const filePath = z
  .string()
  .trim()
  .max(500, '头像地址过长')
  .refine(
    (v) => v === '' || (/^(https?:\/\/[^\s"'<>]+|[\w\-./]+)$/.test(v) && !v.includes('..')),
    '头像地址不合法',
  );

const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

// Only these fields: identity, roles, departments, status and phone are never taken from this body.
const editSelfBody = z.object({
  realname: z.string().trim().min(1, '请输入真实姓名').max(50, '真实姓名不能超过 50 个字符').optional(),
  nickname: z.string().trim().max(50, '昵称不能超过 50 个字符').optional(),
  avatar: filePath.optional(),
  sex: blankToNull(z.coerce.number().int().min(0).max(2, '性别不正确')),
  birthday: blankToNull(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式应为 YYYY-MM-DD')),
  email: blankToNull(z.email('邮箱格式不正确').max(100, '邮箱不能超过 100 个字符')),
});

export const NOTIFY_KEYS = ['announcement', 'system', 'message', 'exam', 'homework'] as const;
const NOTIFY_DEFAULTS: Record<(typeof NOTIFY_KEYS)[number], boolean> = {
  announcement: true,
  system: true,
  message: true,
  exam: true,
  homework: true,
};
const notifyBody = z.strictObject(
  Object.fromEntries(NOTIFY_KEYS.map((k) => [k, z.boolean({ error: '通知设置只能是开或关' }).optional()])),
  {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `未知的通知类型：${iss.keys.join('、')}` : undefined),
  },
);

export function profileRoutes(fastify: FastifyInstance, ctx: AppContext, sms: SmsCodes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const current = async (userId: string) => {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('用户不存在');
    return user;
  };

  const editSelf = async (req: {
    auth: { userId: string; username: string } | null;
    body: z.infer<typeof editSelfBody>;
  }) => {
    const auth = req.auth!;
    const patch = Object.fromEntries(Object.entries(req.body).filter(([, v]) => v !== undefined));
    if (patch.avatar === '') patch.avatar = null;
    if (Object.keys(patch).length)
      await db
        .update(sysUser)
        .set({ ...patch, updateBy: auth.username, updateTime: new Date() })
        .where(eq(sysUser.id, auth.userId));
    return ok({ userInfo: toUserInfo(await current(auth.userId)) }, '个人信息已保存');
  };
  const editSelfSchema = {
    summary:
      '修改个人资料：只改自己的 `realname nickname avatar sex birthday email`；其他字段忽略 → `{userInfo}`',
    tags: TAGS,
    body: editSelfBody,
  };
  app.put('/api/sys/user/editSelf', { config: { guard: 'login' }, schema: editSelfSchema }, editSelf);
  app.post(
    '/api/sys/user/editSelf',
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '修改个人资料：只改自己的 `realname nickname avatar sex birthday email`；其他字段忽略 → `{userInfo}`',
        tags: TAGS,
        body: editSelfBody,
      },
    },
    editSelf,
  );

  app.put(
    '/api/sys/user/bindPhone',
    {
      config: { guard: 'login' },
      schema: {
        summary: '绑定手机号 `{mobile, captcha}`（绑定验证码）；一个号码只能绑定一个账号 → `{userInfo}`',
        tags: TAGS,
        body: z.object({ mobile: mobileSchema, captcha: smsCodeSchema }),
      },
    },
    async (req) => {
      const auth = req.auth!;
      const { mobile, captcha } = req.body;
      if ((await usersByPhone(ctx, mobile, auth.userId)).length) throw conflict('该手机号已被其他账号绑定');
      await sms.verify(mobile, '3', captcha);
      await db
        .update(sysUser)
        .set({ phone: mobile, updateBy: auth.username, updateTime: new Date() })
        .where(eq(sysUser.id, auth.userId));
      return ok({ userInfo: toUserInfo(await current(auth.userId)) }, '手机号绑定成功');
    },
  );

  const notifyDoc = { summary: '通知偏好 `{announcement, system, message, exam, homework}`', tags: TAGS };
  app.get('/api/sys/user/notifySettings', { config: { guard: 'login' }, schema: notifyDoc }, async (req) => {
    const [row] = await db.select().from(sysUserSetting).where(eq(sysUserSetting.userId, req.auth!.userId));
    return ok({ ...NOTIFY_DEFAULTS, ...((row?.notify as object | undefined) ?? {}) });
  });

  app.put(
    '/api/sys/user/notifySettings',
    {
      config: { guard: 'login' },
      schema: {
        summary: '修改通知偏好 `{announcement, system, message, exam, homework}`，可只传部分',
        tags: TAGS,
        body: notifyBody,
      },
    },
    async (req) => {
      const auth = req.auth!;
      const [row] = await db.select().from(sysUserSetting).where(eq(sysUserSetting.userId, auth.userId));
      const notify = { ...NOTIFY_DEFAULTS, ...((row?.notify as object | undefined) ?? {}), ...req.body };
      await db
        .insert(sysUserSetting)
        .values({ userId: auth.userId, tenantId: auth.tenantId, notify })
        .onConflictDoUpdate({ target: sysUserSetting.userId, set: { notify, updateTime: new Date() } });
      return ok(notify, '通知设置已保存');
    },
  );
}

import { z } from 'zod';
import { NOTIFY_KINDS, type NotifyKind, REGISTER_USERNAME_RE } from './account-codes.ts';
import { mobileSchema, smsCodeSchema } from './sms.ts';

// Registration, forgotten password and the account centre (`/sys/user/register`, `forgetPassword`,
// `editSelf`, `notifySettings`).

/**
 * `POST /sys/user/register`. Unknown keys are dropped, so `userIdentity`, `departIds`, `roles` ... in a
 * body are simply ignored. A phone number needs the register SMS code.
 */
export const registerBody = z.object({
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .regex(REGISTER_USERNAME_RE, '用户名须以字母开头，由 3-32 位字母、数字或下划线组成'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码长度必须为 8-64 位'),
  confirmPassword: z.string().max(128).optional(),
  realname: z.string().trim().max(50, '姓名不能超过 50 个字符').optional(),
  phone: z.union([mobileSchema, z.literal('')]).optional(),
  smscode: z.string().trim().max(8).optional(),
  /** The image captcha, as for login (required while the login captcha is on). */
  captcha: z.string().max(16).optional(),
  checkKey: z.string().max(64).optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The new account and the class it was put in, if any. */
export const registerResultSchema = z.object({ username: z.string(), className: z.string().nullable() });
export type RegisterResult = z.infer<typeof registerResultSchema>;

/** `POST /sys/user/forgetPassword`: the forgotten-password SMS code proves the phone. */
export const forgetPasswordBody = z.object({
  mobile: mobileSchema,
  captcha: smsCodeSchema,
  password: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(128, '密码长度必须为 8-64 位'),
  confirmpassword: z.string({ error: '请确认新密码' }).min(1, '请确认新密码').max(128),
});
export type ForgetPasswordBody = z.input<typeof forgetPasswordBody>;

/** The account whose password was reset. */
export const forgetPasswordResultSchema = z.object({ username: z.string() });
export type ForgetPasswordResult = z.infer<typeof forgetPasswordResultSchema>;

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

/**
 * `PUT|POST /sys/user/editSelf`: only these fields of one's own profile. Identity, roles, departments,
 * status and phone are never taken from this body. An empty avatar clears it.
 */
export const editSelfBody = z.object({
  realname: z.string().trim().min(1, '请输入真实姓名').max(50, '真实姓名不能超过 50 个字符').optional(),
  nickname: z.string().trim().max(50, '昵称不能超过 50 个字符').optional(),
  avatar: filePath.optional(),
  sex: blankToNull(z.coerce.number().int().min(0).max(2, '性别不正确')),
  birthday: blankToNull(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式应为 YYYY-MM-DD')),
  email: blankToNull(z.email('邮箱格式不正确').max(100, '邮箱不能超过 100 个字符')),
});
export type EditSelfBody = z.input<typeof editSelfBody>;

const perKind = <T extends z.ZodType>(schema: T) =>
  Object.fromEntries(NOTIFY_KINDS.map((k) => [k, schema])) as Record<NotifyKind, T>;

/** A user's notification preferences (`GET /sys/user/notifySettings`). */
export const notifySettingsSchema = z.object(perKind(z.boolean()));
export type NotifySettings = z.infer<typeof notifySettingsSchema>;

/** `PUT /sys/user/notifySettings`: some or all of the preferences; an unknown kind is refused. */
export const notifySettingsBody = z.strictObject(
  perKind(z.boolean({ error: '通知设置只能是开或关' }).optional()),
  {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `未知的通知类型：${iss.keys.join('、')}` : undefined),
  },
);
export type NotifySettingsBody = z.input<typeof notifySettingsBody>;

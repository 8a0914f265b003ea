import { isCalendarDate } from '@ck/shared';
import { z } from 'zod';
import { idList, idSchema } from '../../../platform/http/query-params.ts';

export const USERNAME_RE = /^[A-Za-z0-9_][A-Za-z0-9_.@-]{1,63}$/;
export const usernameSchema = z
  .string({ error: '请输入用户账号' })
  .trim()
  .regex(USERNAME_RE, '用户账号为 2-64 位字母、数字或 _ . @ -');

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v || null);

/** Only http(s) or site-relative URLs: never `javascript:` or `data:`. */
export const avatarSchema = z
  .string()
  .trim()
  .max(500, '头像地址过长')
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v) || /^[\w\-./]+$/.test(v), '头像地址不合法');

export const userFields = {
  realname: z
    .string({ error: '请输入真实姓名' })
    .trim()
    .min(1, '请输入真实姓名')
    .max(100, '真实姓名不能超过 100 个字符'),
  nickname: optionalText('昵称', 100),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\+?[0-9-]{5,20}$/.test(v), '手机号格式不正确'),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || (v.length <= 100 && z.email().safeParse(v).success), '邮箱格式不正确'),
  sex: z.coerce
    .number()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || v === 1 || v === 2, '性别只能是男或女'),
  birthday: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.slice(0, 10) : null))
    .refine((v) => v === null || isCalendarDate(v), '生日格式应为 YYYY-MM-DD'),
  avatar: avatarSchema,
  userIdentity: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? 1)
    .refine((v) => v === 1 || v === 2, '身份只能是普通成员或上级'),
  selectedroles: idList('角色'),
  selecteddeparts: idList('部门'),
  departIds: idList('负责班级'),
};

// Unknown keys (tenantId, passwordHash, status, createBy ...) are dropped: a body never sets them.
export const addUserBody = z.object({
  username: usernameSchema,
  password: z.string({ error: '请输入密码' }).max(64, '密码长度必须为 8-64 位'),
  confirmpassword: z.string().optional(),
  ...userFields,
});

export const editUserBody = z.object({ id: idSchema, ...userFields });

export type AddUserBody = z.infer<typeof addUserBody>;
export type EditUserBody = z.infer<typeof editUserBody>;

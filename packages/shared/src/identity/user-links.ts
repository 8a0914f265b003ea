import { z } from 'zod';
import { pagingSchema } from '../paging.ts';
import { idList, idSchema, keyword } from '../query-params.ts';
import { userNameFields } from '../record-fields.ts';
import { MOBILE_RE } from './account-codes.ts';

// The family's further user calls (`/sys/user/*`): recycle bin, department links, look-ups.

/** `GET recycleBin`: deleted users, optionally filtered by account or name. */
export const recycleBinQuery = z.object({
  username: keyword('用户账号'),
  realname: keyword('真实姓名'),
});

/** `PUT putRecycleBin {userIds}`: restore; `DELETE deleteRecycleBin?userIds=`: erase. */
export const recycleUserIds = z.object({ userIds: idList('用户', 500) });

/** `GET userDepartList?userId=`. */
export const userDepartListQuery = z.object({ userId: idSchema });

/** One department of a user as the family's tree pickers read it. */
export const userDepartItemSchema = z.object({ key: z.string(), value: z.string(), title: z.string() });

/** `DELETE deleteUserInDepart?depId=&userId=`. */
export const departUserQuery = z.object({ depId: idSchema, userId: idSchema });

/** `DELETE deleteUserInDepartBatch?depId=&userIds=a,b`. */
export const departUsersQuery = z.object({ depId: idSchema, userIds: idList('用户', 500) });

/** `POST editSysDepartWithUser {depId, userIdList}`. */
export const departWithUsersBody = z.object({
  depId: idSchema,
  userIdList: z.array(idSchema, { error: '请选择用户' }).max(500, '一次最多选择 500 个用户'),
});

/** `DELETE deleteUserRoleBatch?roleId=&userIds=a,b`. */
export const roleUsersBatchQuery = z.object({ roleId: idSchema, userIds: idList('用户', 500) });

/** `GET queryByIds?userIds=a,b`. */
export const usersByIdsQuery = z.object({ userIds: idList('用户', 500) });

/** `GET querySysUser?username=` or `?phone=`. */
export const querySysUserQuery = z.object({
  username: z.string().trim().max(64, '账号过长').optional(),
  phone: z.string().trim().max(20, '手机号过长').optional(),
});

export const sysUserBriefSchema = z.object({
  id: z.string(),
  ...userNameFields,
  phone: z.string().nullable(),
});

/** `GET queryByOrgCodeForAddressList?orgCode=`: a department's address book, paged. */
export const addressListQuery = z.object({
  ...pagingSchema,
  orgCode: z.string().trim().max(64, '部门编码过长').optional(),
  realname: keyword('姓名'),
});

/** `POST phoneVerification {phone, smscode}`. */
export const phoneVerificationBody = z.object({
  phone: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, '请输入正确的手机号'),
  smscode: z
    .string({ error: '请输入短信验证码' })
    .trim()
    .min(1, '请输入短信验证码')
    .max(10, '短信验证码不正确'),
});
export const phoneVerificationResultSchema = z.object({ smscode: z.string(), username: z.string() });

/** `GET passwordChange?username=&password=&smscode=&phone=` (the proof from phoneVerification as smscode). */
export const passwordChangeQuery = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(64, '账号过长'),
  password: z.string({ error: '请输入新密码' }).max(64, '密码长度必须为 8-64 位'),
  smscode: z.string({ error: '请先验证手机号' }).trim().min(1, '请先验证手机号').max(64, '手机验证已失效'),
  phone: z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, '请输入正确的手机号'),
});

import { z } from 'zod';
import { userNameFields } from '../record-fields.ts';
import { tenantNoticeSchema } from '../tenant/tenant-notice.ts';

// Signing in and out, the signed-in user and their departments: `/sys/login`, `/sys/logout`,
// `/sys/user/info`, `/sys/selectDepart`, `/sys/user/updatePassword` (REFERENCE §2).

/** `GET /sys/randomImage/{key}`: the client's timestamp the captcha answer is kept under. */
export const captchaKeyParams = z.object({ key: z.string().min(1).max(64) });

/** `POST /sys/login`. `remember_me` and any other key are ignored. */
export const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64, '用户名或密码错误'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '用户名或密码错误'),
  captcha: z.string().max(16).optional(),
  checkKey: z.string().max(64).optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/** `POST /sys/user/updatePassword`: one's own password; `username`, when given, must be one's own. */
export const updatePasswordBody = z.object({
  username: z.string().optional(),
  oldpassword: z.string({ error: '请输入旧密码' }).min(1, '请输入旧密码').max(128),
  password: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(128),
  confirmpassword: z.string({ error: '请确认新密码' }).min(1, '请确认新密码').max(128),
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;

/** `PUT|POST /sys/selectDepart`. `username` is accepted and ignored: one only switches one's own. */
export const selectDepartBody = z.object({
  orgCode: z.string({ error: '请选择部门' }).trim().min(1, '请选择部门').max(64),
  username: z.string().optional(),
});
export type SelectDepartBody = z.input<typeof selectDepartBody>;

/** `GET /sys/dict/getDictItems/{dictCode}`: a plain dictionary code (checked by the route). */
export const dictCodeParams = z.object({ dictCode: z.string().max(100) });

/** A user's profile after their account and name, as the session and the back office show it. */
export const userProfileFields = {
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  birthday: z.string().nullable(),
  /** 1 male, 2 female. */
  sex: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The department the user works in now (the session's). */
  orgCode: z.string().nullable(),
  /** 1 normal, 2 frozen. */
  status: z.number().int(),
  /** 1 ordinary member (student), 2 supervisor (teacher or admin). */
  userIdentity: z.number().int(),
  /** Comma-separated ids of the classes a teacher manages. */
  departIds: z.string().nullable(),
};

/** The signed-in user as every session answer shows them: never a password hash or salt. */
export const userInfoSchema = z.object({
  id: z.string(),
  ...userNameFields,
  ...userProfileFields,
  createTime: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A department (school, class ...) the user belongs to. */
export const userDepartSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  orgCode: z.string(),
  /** 1 organisation, 2 department, 3 class. */
  orgCategory: z.string(),
  departOrder: z.number().int(),
});
export type UserDepart = z.infer<typeof userDepartSchema>;

/** One entry of a dictionary as clients show it. */
export const dictOptionSchema = z.object({ value: z.string(), text: z.string(), title: z.string() });
export type DictOption = z.infer<typeof dictOptionSchema>;

/** Every dictionary by its code (`sysAllDictItems`, `queryAllDictItems`). */
export const dictOptionsByCodeSchema = z.record(z.string(), z.array(dictOptionSchema));
export type DictOptionsByCode = z.infer<typeof dictOptionsByCodeSchema>;

/** What a client needs to start a session: the login answer without the token (`GET /sys/user/info`). */
export const sessionInfoSchema = z.object({
  userInfo: userInfoSchema,
  departs: z.array(userDepartSchema),
  /** 0 no department, 1 one (the server chose it), 2 several (the client asks which). */
  multi_depart: z.literal([0, 1, 2]),
  sysAllDictItems: dictOptionsByCodeSchema,
  /** Role codes. */
  role: z.array(z.string()),
  /** Set when the user's tenant is disabled or expired: the client shows this notice instead of the app. */
  tenantNotice: tenantNoticeSchema.nullable().optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The answer of `/sys/login` and `/sys/phoneLogin` (message 登录成功, code 200). */
export const loginResultSchema = z.object({ token: z.string(), ...sessionInfoSchema.shape });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** `GET /sys/user/getCurrentUserDeparts`: my departments and the one the session works in. */
export const currentDepartsSchema = z.object({
  list: z.array(userDepartSchema),
  orgCode: z.string().nullable(),
});
export type CurrentDeparts = z.infer<typeof currentDepartsSchema>;

/** The user after a change of their own (department, profile, phone). */
export const userInfoResultSchema = z.object({ userInfo: userInfoSchema });
export type UserInfoResult = z.infer<typeof userInfoResultSchema>;

/** The 429 of a caller over the failure limit of its IP: every password and SMS login from it waits. */
export const LOGIN_LOCK_MESSAGE = '登录失败次数过多，请 15 分钟后再试';
/** The ending of the 429 of a locked account: the SMS login still lets the real owner in. */
export const SMS_LOGIN_HINT = '已绑定手机的账号可使用手机验证码登录';
/**
 * The 429 of an account locked for the caller (its pair, or the account-wide ceiling). Said of every
 * locked username alike, existing or not, with a phone or without, so it reveals nothing about accounts.
 */
export const ACCOUNT_LOCK_MESSAGE = `${LOGIN_LOCK_MESSAGE}；${SMS_LOGIN_HINT}`;

import { z } from 'zod';
import { pagingSchema } from '../paging.ts';
import { idList, idQuery, idSchema, keyword, orderSchema, sortColumn } from '../query-params.ts';
import { auditFields, userNameFields } from '../record-fields.ts';
import { isCalendarDate } from '../resources/schemas.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { MOBILE_RE } from './account-codes.ts';
import { userProfileFields } from './session.ts';

// The back office's users (`/sys/user/*`): requests and answers.

const accountName = z
  .string({ error: '请输入用户账号' })
  .trim()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.@-]{1,63}$/, '用户账号为 2-64 位字母、数字或 _ . @ -');

/** Only http(s) or site-relative URLs: never `javascript:` or `data:`. */
const avatar = z
  .string()
  .trim()
  .max(500, '头像地址过长')
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v) || /^[\w\-./]+$/.test(v), '头像地址不合法');

/** Trimmed text, empty becoming null, that must pass `check` when given. */
const optionalChecked = (check: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || check(v), message);

const userFields = {
  realname: requiredText(100, '真实姓名'),
  nickname: optionalText(100, '昵称'),
  phone: optionalChecked((v) => /^\+?[0-9-]{5,20}$/.test(v), '手机号格式不正确'),
  email: optionalChecked((v) => v.length <= 100 && z.email().safeParse(v).success, '邮箱格式不正确'),
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
  avatar,
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
/** `POST /sys/user/add` (and each row of the Excel import). */
export const addUserBody = z.object({
  username: accountName,
  password: z.string({ error: '请输入密码' }).max(64, '密码长度必须为 8-64 位'),
  confirmpassword: z.string().optional(),
  ...userFields,
});
/** `PUT /sys/user/edit`: the same fields without account and password. */
export const editUserBody = z.object({ id: idSchema, ...userFields });

/** A new user as the server checks it (id lists split, blanks turned to null). */
export type AddUserBody = z.output<typeof addUserBody>;
export type EditUserBody = z.output<typeof editUserBody>;
/** What a client sends to add or edit a user (id lists as comma text). */
export type AddUserRequest = z.input<typeof addUserBody>;
export type EditUserRequest = z.input<typeof editUserBody>;

/** Sort columns of the user list. */
export const USER_SORT = ['createTime', 'username', 'realname'] as const;
export type UserSort = (typeof USER_SORT)[number];

/** `GET /sys/user/list` and `exportXls`. */
export const userListQuery = z.object({
  ...pagingSchema,
  username: keyword('用户账号'),
  realname: keyword('真实姓名'),
  phone: keyword('手机号'),
  status: z.coerce.number().int().min(1).max(2, '状态只能是正常或冻结').optional().catch(undefined),
  userIdentity: z.coerce.number().int().min(1).max(2).optional().catch(undefined),
  sex: z.coerce.number().int().min(1).max(2, '性别只能是男或女').optional().catch(undefined),
  email: keyword('邮箱'),
  /** One department, or several (`a,b`): users in any of them. */
  departId: idList('部门', 50),
  roleId: idSchema.optional(),
  createTime_begin: z.string().trim().max(19, '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss').optional(),
  createTime_end: z.string().trim().max(19, '时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss').optional(),
  column: sortColumn(USER_SORT, 'createTime'),
  order: orderSchema,
});
export type UserListQuery = z.output<typeof userListQuery>;

/** `?id=` of one user. */
export const userIdQuery = idQuery;
/** `deleteBatch?ids=a,b`. */
export const userIdsQuery = z.object({ ids: idList('用户', 500) });

/** `PUT frozenBatch`: 2 freezes, 1 unfreezes. */
export const frozenUsersBody = z.object({
  ids: idList('用户', 500),
  status: z.coerce.number().refine((s) => s === 1 || s === 2, '状态只能是 1（解冻）或 2（冻结）'),
});

/** `PUT changePassword`: the user by id or by account. */
export const changeUserPasswordBody = z.object({
  id: idSchema.optional(),
  username: z.string().trim().max(64).optional(),
  password: z.string({ error: '请输入新密码' }).max(64, '密码长度必须为 8-64 位'),
  confirmpassword: z.string().optional(),
});

/** `PUT resetPassword`. */
export const resetUserPasswordBody = idQuery;

/** `GET checkOnlyUser`: is the account free (for a new user, or for user `id`)? */
/**
 * `GET checkOnlyUser?username=` or `?phone=`: whether an account name or phone number is free. `id`
 * (the user being edited) counts only for callers who may list users.
 */
export const checkOnlyUserQuery = z
  .object({
    username: accountName.optional(),
    phone: z.string().trim().regex(MOBILE_RE, '请输入正确的手机号').optional(),
    id: idSchema.optional(),
  })
  .refine((q) => q.username || q.phone, { message: '请提供要检查的账号或手机号' });

/** `GET queryUserRole?userid=`. */
export const userRoleIdsQuery = z.object({ userid: idSchema });

/** Members of a department (`queryUserByDepId`, `departUserList`): `depId` or `id`. */
export const departMembersQuery = z.object({
  ...pagingSchema,
  depId: idSchema.optional(),
  id: idSchema.optional(),
  username: keyword('用户账号'),
  realname: keyword('真实姓名'),
});

/** Accounts per batch request: the page sends larger batches in chunks and shows the progress. */
export const STUDENT_BATCH_CHUNK = 50;

/** `POST batchStudents`: prefix + count, or prefix + a pasted name list. */
export const batchStudentsBody = z
  .object({
    departId: idSchema,
    prefix: z
      .string({ error: '请输入账号前缀' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '账号前缀须以字母开头，只含字母、数字和下划线，最多 40 位'),
    /** Number of the first account (prefix + number, three digits at least). */
    start: z.coerce.number().int().min(1, '起始序号至少为 1').max(99_999, '起始序号过大').default(1),
    count: z.coerce
      .number()
      .int()
      .min(1, '数量至少为 1')
      .max(STUDENT_BATCH_CHUNK, `每次最多创建 ${STUDENT_BATCH_CHUNK} 个账号`)
      .optional(),
    names: z
      .array(z.string().trim().min(1, '姓名不能为空').max(100, '姓名不能超过 100 个字符'))
      .max(STUDENT_BATCH_CHUNK, `每次最多创建 ${STUDENT_BATCH_CHUNK} 个账号`)
      .optional(),
  })
  .refine((b) => b.count || b.names?.length, { message: '请填写数量或姓名名单' });
export type BatchStudentsBody = z.output<typeof batchStudentsBody>;
export type BatchStudentsRequest = z.input<typeof batchStudentsBody>;

/** `POST importExcel?importId=`: the client's id for polling the progress. */
export const userImportQuery = z.object({
  importId: z.string().max(64, '导入编号格式不正确：应为 8 到 64 位字母、数字或连字符').optional(),
});

/** `GET importProgress?id=`. */
export const userImportProgressQuery = z.object({
  id: z.string({ error: '缺少参数 id' }).min(1, '缺少参数 id').max(64, '导入编号格式不正确'),
});

const text = z.string().nullable();

/** A user as the back office sees it: never a password or hash; role and department texts added. */
export const adminUserSchema = z.object({
  id: z.string(),
  ...userNameFields,
  ...userProfileFields,
  ...auditFields,
  sex_dictText: text,
  status_dictText: text,
  userIdentity_dictText: text,
  /** Comma-separated ids and names of the user's roles. */
  roleIds: z.string(),
  roleNames: z.string(),
  /** The same names under the field JeecgBoot's clients read. */
  roleTxt: z.string(),
  /** Names and ids (comma-separated) of the departments the user belongs to. */
  orgCodeTxt: z.string(),
  selecteddeparts: z.string(),
  /** Names of the classes in `departIds`. */
  departIds_dictText: z.string(),
  /** The school (org category 1 or 2) above the user's first department, when there is one. */
  schoolName: text,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `PUT resetPassword`: the new password, shown this once. */
export const resetPasswordResultSchema = z.object({ newPassword: z.string() });

/** An account made by `batchStudents`, with its initial password (shown this once). */
export const createdStudentSchema = z.object({
  username: z.string(),
  realname: z.string(),
  initialPassword: z.string(),
});
export type CreatedStudent = z.infer<typeof createdStudentSchema>;

/** A refused row of an import sheet. */
export const importRowErrorSchema = z.object({ row: z.number().int(), message: z.string() });

/** `POST importExcel` refused (400): no row written, every bad row listed. Other 400s carry null. */
export const userImportFailureSchema = z.object({
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type UserImportFailure = z.infer<typeof userImportFailureSchema>;

/**
 * `POST importExcel`: every row written. `initialPassword` is the one password of the rows without
 * their own, shown this once; null when every row had one.
 */
export const userImportResultSchema = userImportFailureSchema.extend({
  initialPassword: z.string().nullable(),
});
export type UserImportResult = z.infer<typeof userImportResultSchema>;

/** Phases of a user import, in order; `done` ends it, successfully or not. */
export const USER_IMPORT_PHASES = ['parse', 'validate', 'write', 'done'] as const;
export type UserImportPhase = (typeof USER_IMPORT_PHASES)[number];

/** `GET importProgress`: rows processed of the phase's total (0 while the file is parsed). */
export const userImportProgressSchema = z.object({
  id: z.string(),
  phase: z.enum(USER_IMPORT_PHASES),
  phaseText: z.string(),
  processed: z.number().int(),
  total: z.number().int(),
  /** Set once the phase is `done`: whether the rows were written. */
  success: z.boolean().nullable(),
  message: z.string().nullable(),
});
export type UserImportProgress = z.infer<typeof userImportProgressSchema>;

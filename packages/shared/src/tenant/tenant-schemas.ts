import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { idQuery, idSchema, keyword } from '../query-params.ts';
import { isCalendarDate } from '../resources/schemas.ts';
import { optionalText, requiredText } from '../text-fields.ts';

// The tenants' back office (`/api/teaching/teachingZuhuInfo/*`): schools and training organisations.

/** Only http(s) or site-relative paths: never `javascript:` or `data:`. */
const imagePath = (label: string) =>
  optionalText(500, label).refine(
    (v) => v === null || /^https?:\/\/\S+$/i.test(v) || /^[\w\-./]+$/.test(v),
    `${label}地址不合法`,
  );

const quota = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于 0`)
    .max(10_000_000, `${label}过大`)
    .default(0);

/** `YYYY-MM-DD` (until the end of that day) or `YYYY-MM-DD HH:mm[:ss]`; empty means never. */
const expireTime = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine(
    (v) => v === null || /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(v),
    '到期时间格式应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss',
  )
  .refine((v) => v === null || isCalendarDate(v.slice(0, 10)), '到期日期不存在');

const brandColor = optionalText(20, '品牌主色').refine(
  (v) => v === null || /^#[0-9a-fA-F]{6}$/.test(v),
  '品牌主色应为 #RRGGBB 格式',
);

/** Brand and contact: what a tenant's own administrator may change. */
const ownFields = {
  zuhuName: requiredText(100, '机构名称'),
  logo: imagePath('机构标志'),
  contactName: optionalText(50, '联系人'),
  contactPhone: optionalText(20, '联系电话').refine(
    (v) => v === null || /^\+?[0-9-]{5,20}$/.test(v),
    '联系电话格式不正确',
  ),
  brandName: optionalText(100, '品牌名称'),
  brandLogo: imagePath('品牌标志'),
  brandColor,
  remark: optionalText(500, '备注'),
};

/** Expiry, quotas and status: the platform administrator's alone. */
const platformFields = {
  expireTime,
  maxStudents: quota('学生上限'),
  maxTeachers: quota('教师上限'),
  maxStorageMb: quota('存储上限'),
};

/** An optional status: 1 normal, 0 disabled. */
const statusFilter = (message: string) =>
  z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1, message)
    .optional();

const accountName = z
  .string({ error: '请输入管理员账号' })
  .trim()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.@-]{1,63}$/, '管理员账号为 2-64 位字母、数字或 _ . @ -');

/** `POST add`: the tenant and its first administrator, created together. */
export const tenantAddBody = z.object({
  ...ownFields,
  ...platformFields,
  adminUsername: accountName,
  adminPassword: z.string({ error: '请输入管理员密码' }).max(64, '密码长度必须为 8-64 位'),
  adminRealname: optionalText(100, '管理员姓名'),
});
export type TenantAddBody = z.output<typeof tenantAddBody>;
export type TenantAddRequest = z.input<typeof tenantAddBody>;

/**
 * `PUT edit`: every field is optional so a tenant administrator sends brand and contact only; sending
 * expiry, quotas or status is refused for them (403).
 */
export const tenantEditBody = z.object({
  id: idSchema,
  ...ownFields,
  ...z.object(platformFields).partial().shape,
  status: statusFilter('状态只能是 1（正常）或 0（停用）'),
});
export type TenantEditBody = z.output<typeof tenantEditBody>;
export type TenantEditRequest = z.input<typeof tenantEditBody>;

export const tenantListQuery = z.object({
  ...pagingFields({ maxSize: 100 }),
  zuhuName: keyword('机构名称'),
  status: statusFilter('状态只能是 0 或 1'),
});
export type TenantListQuery = z.infer<typeof tenantListQuery>;

export const tenantIdQuery = idQuery;

/** One tenant with its usage, as the list and `queryById` answer. */
export const tenantSchema = z.object({
  id: z.string(),
  zuhuName: z.string(),
  logo: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** `YYYY-MM-DD HH:mm:ss`; null never expires. */
  expireTime: z.string().nullable(),
  /** Quotas: 0 means no limit. */
  maxStudents: z.number().int(),
  maxTeachers: z.number().int(),
  maxStorageMb: z.number().int(),
  studentCount: z.number().int(),
  /** Teacher accounts (identity 2) other than administrators. */
  teacherCount: z.number().int(),
  storageUsedMb: z.number(),
  brandName: z.string().nullable(),
  brandLogo: z.string().nullable(),
  brandColor: z.string().nullable(),
  /** 1 normal, 0 disabled. */
  status: z.number().int(),
  remark: z.string().nullable(),
  createTime: z.string().nullable(),
  /** True when the expiry has passed. */
  expired: z.boolean(),
  /** The platform's own tenant (it cannot expire or be disabled). */
  platform: z.boolean(),
});
export type TenantView = z.infer<typeof tenantSchema>;

const namedItems = z.array(z.object({ id: z.string(), name: z.string() }));

/** Courses and papers of the platform a licence may name (the pickers of the licence tab). */
export const licensableSchema = z.object({ courses: namedItems, papers: namedItems });
export type Licensable = z.infer<typeof licensableSchema>;

/** `GET licenses`: what the platform licenses to a tenant, ids and names. */
export const tenantLicensesSchema = z.object({
  courseIds: z.array(z.string()),
  paperIds: z.array(z.string()),
  ...licensableSchema.shape,
});
export type TenantLicenses = z.infer<typeof tenantLicensesSchema>;

const idArray = (label: string) =>
  z
    .array(idSchema, { error: `${label}格式不正确` })
    .max(1000, `${label}过多`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** `POST saveLicenses`: the whole set of licensed courses and papers (replaces the previous one). */
export const saveLicensesBody = z.object({
  id: idSchema,
  courseIds: idArray('课程'),
  paperIds: idArray('试卷'),
});
export type SaveLicensesBody = z.output<typeof saveLicensesBody>;

const zuhuCourseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  courseCover: z.string().nullable(),
});

/** One entry of `zuhuinfo`: a class of the caller with the courses open to it. */
export const zuhuClassSchema = z.object({
  classId: z.string(),
  className: z.string(),
  courses: z.array(zuhuCourseSchema),
});

/** `GET zuhuinfo`: the caller's tenant and their classes with courses (the welcome card's list). */
export const zuhuInfoSchema = z.object({
  zuhuName: z.string(),
  brandName: z.string().nullable(),
  expireTime: z.string().nullable(),
  list: z.array(zuhuClassSchema),
  /** Courses given to the caller personally (bought in the shop or granted), whatever their classes. */
  purchased: z.array(zuhuCourseSchema),
});
export type ZuhuInfo = z.infer<typeof zuhuInfoSchema>;

/** `GET scope`: whether the caller manages every tenant (platform) or only their own. */
export const tenantCallerSchema = z.object({ platformAdmin: z.boolean(), tenantId: z.string() });
export type TenantCaller = z.infer<typeof tenantCallerSchema>;

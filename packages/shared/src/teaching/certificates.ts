import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { auditFields, createdFields } from '../record-fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { idListField } from './courses.ts';
import { requiredId } from './fields.ts';

/** Times are `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai) or null. */
const time = z.string().nullable();

/** What a positioned field prints: the holder's name, the course, the date, the serial, the organisation or a fixed text. */
export const CERT_FIELD_KEYS = [
  'studentName',
  'courseName',
  'issueDate',
  'serialNo',
  'orgName',
  'customText',
] as const;
export type CertFieldKey = (typeof CERT_FIELD_KEYS)[number];
export const CERT_ALIGNS = ['left', 'center', 'right'] as const;
export type CertAlign = (typeof CERT_ALIGNS)[number];

/** Storage paths (`teaching/cert/a.png`) or http(s) URLs; nothing that could run as script. */
const imagePath = z
  .string()
  .trim()
  .max(500, '背景图路径不能超过 500 个字符')
  .refine(
    (v) => !v || /^https?:\/\/[^\s"'<>]+$/i.test(v) || (/^[\w\-./]+$/.test(v) && !v.includes('..')),
    '背景图路径不正确',
  )
  .nullish()
  .transform((v) => v || null);

/** The course a template or certificate is for; empty becomes null. */
const courseIdField = z
  .string()
  .trim()
  .max(36, '课程格式不正确')
  .nullish()
  .transform((v) => v || null);

/** Where a field stands along one side of the design, in percent. */
const percentOfDesign = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}应在 0～100 之间`)
    .max(100, `${label}应在 0～100 之间`);

/**
 * One positioned field. `x` and `y` are percents of the design (0..100) where the text is anchored
 * (by `align` horizontally, at the text's middle vertically); `fontSize` is in design pixels.
 */
export const certFieldSchema = z
  .object({
    key: z.enum(CERT_FIELD_KEYS, { error: '字段类型只能是姓名、课程、日期、编号、机构或自定义文字' }),
    x: percentOfDesign('字段横坐标'),
    y: percentOfDesign('字段纵坐标'),
    fontSize: z.coerce
      .number({ error: '字号必须是数字' })
      .int('字号必须是整数')
      .min(8, '字号应在 8～200 之间')
      .max(200, '字号应在 8～200 之间'),
    color: z.string({ error: '请选择字段颜色' }).regex(/^#[0-9a-fA-F]{6}$/, '字段颜色应为 #RRGGBB 格式'),
    align: z.enum(CERT_ALIGNS, { error: '对齐方式只能是 left、center 或 right' }).default('center'),
    bold: z.boolean({ error: '加粗只能是 true 或 false' }).default(false),
    text: optionalText(200, '自定义文字'),
  })
  .refine((f) => f.key !== 'customText' || !!f.text, {
    message: '自定义文字字段需要填写文字',
    path: ['text'],
  });
export type CertField = z.infer<typeof certFieldSchema>;

const dimension = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是整数` })
    .int(`${label}必须是整数`)
    .min(100, `${label}应在 100～5000 像素之间`)
    .max(5000, `${label}应在 100～5000 像素之间`);

/** The editable fields of a certificate template (add and edit). */
export const certTemplateFields = z.object({
  name: requiredText(100, '模板名称'),
  background: imagePath,
  width: dimension('宽度').default(1123),
  height: dimension('高度').default(794),
  fields: z.array(certFieldSchema, { error: '字段必须是数组' }).max(30, '一个模板最多 30 个字段').default([]),
  /** Auto-issued when a learner completes this course. */
  courseId: courseIdField,
  /** Printed as the organisation; empty: the holder's school, else the site's brand name. */
  orgName: optionalText(100, '颁发机构'),
});
export const certTemplateAddBody = certTemplateFields;
export const certTemplateEditBody = certTemplateFields.extend({ id: requiredId('模板 id') });
export type CertTemplateAddBody = z.input<typeof certTemplateAddBody>;
export type CertTemplateEditBody = z.input<typeof certTemplateEditBody>;

export const certTemplateListQuery = z.object({
  ...pagingFields(),
  name: z.string().max(100).optional(),
  courseId: z.string().max(36).optional(),
});
export const certIdQuery = z.object({ id: requiredId('id') });

/** The layout a certificate is drawn from (a copy of the template's at issue time). */
export const certLayoutSchema = z.object({
  background: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  fields: z.array(certFieldSchema),
});
export type CertLayout = z.infer<typeof certLayoutSchema>;

export const certTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  ...certLayoutSchema.shape,
  courseId: z.string().nullable(),
  courseName: z.string().nullable(),
  orgName: z.string().nullable(),
  /** Certificates issued from it (revoked ones included). */
  issuedCount: z.number().int(),
  ...auditFields,
});
export type CertTemplate = z.infer<typeof certTemplateSchema>;

/** `YYYY-MM-DD`, a real day between 2000 and 2100. */
export const certIssueDateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '颁发日期格式应为 YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    const year = Number(v.slice(0, 4));
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && year >= 2000 && year <= 2100;
  }, '颁发日期不是有效的日期')
  .nullish()
  .transform((v) => v || null);

/** Issue one template to selected users. */
export const certIssueBody = z.object({
  templateId: requiredId('证书模板'),
  userIds: idListField
    .refine((ids) => ids.length > 0, '请选择要颁发的学生')
    .refine((ids) => ids.length <= 200, '一次最多给 200 人颁发'),
  courseId: courseIdField,
  issueDate: certIssueDateField,
});
export type CertIssueBody = z.input<typeof certIssueBody>;
export const certIssueResultSchema = z.object({
  issued: z.number().int(),
  /** Users who already hold a valid certificate of this template and course. */
  skipped: z.number().int(),
  serialNos: z.array(z.string()),
});
export type CertIssueResult = z.infer<typeof certIssueResultSchema>;

export const certRevokeBody = z.object({ id: requiredId('证书 id') });

export const certListQuery = z.object({
  ...pagingFields(),
  holderName: z.string().max(50).optional(),
  serialNo: z.string().max(40).optional(),
  templateId: z.string().max(36).optional(),
  courseId: z.string().max(36).optional(),
  revoked: z.coerce.number().int().min(0).max(1).optional(),
});

/** 1 issued by hand, 2 on completing the course, 3 to a contest's award winners. */
export const CERT_SOURCES = { 1: '手动颁发', 2: '完成课程自动颁发', 3: '赛事获奖颁发' } as const;

/** An issued certificate as the back office lists it. */
export const certSchema = z.object({
  id: z.string(),
  serialNo: z.string(),
  templateId: z.string(),
  certName: z.string(),
  userId: z.string(),
  holderName: z.string(),
  courseId: z.string().nullable(),
  courseName: z.string(),
  issueDate: z.string(),
  orgName: z.string(),
  source: z.number().int(),
  source_dictText: z.string(),
  revoked: z.number().int(),
  revokeTime: time,
  revokeBy: z.string().nullable(),
  ...createdFields,
});
export type Cert = z.infer<typeof certSchema>;

/** The values printed on a certificate, fixed when it was issued. */
export const certValuesSchema = z.object({
  studentName: z.string(),
  courseName: z.string(),
  issueDate: z.string(),
  serialNo: z.string(),
  orgName: z.string(),
});
export type CertValues = z.infer<typeof certValuesSchema>;

/** One of the signed-in learner's certificates, with all it takes to draw it in the browser. */
export const myCertSchema = certSchema
  .pick({ id: true, serialNo: true, certName: true, courseName: true, issueDate: true, orgName: true })
  .extend({ layout: certLayoutSchema, values: certValuesSchema });
export type MyCert = z.infer<typeof myCertSchema>;

/** The teaching family's honours call: certificates as a plain list. */
export const userHonorSchema = z.object({
  id: z.string(),
  name: z.string(),
  courseName: z.string(),
  issueDate: z.string(),
  serialNo: z.string(),
  /** Storage path or URL of the background image. */
  image: z.string().nullable(),
});
export type UserHonor = z.infer<typeof userHonorSchema>;

export const certVerifyQuery = z.object({
  serialNo: z
    .string({ error: '请输入证书编号' })
    .trim()
    .min(1, '请输入证书编号')
    .max(40, '证书编号格式不正确')
    .transform((v) => v.toUpperCase()),
});
/** What the public may learn about a serial: never ids, accounts or the full name. */
export const certVerifySchema = z.object({
  serialNo: z.string(),
  valid: z.boolean(),
  revoked: z.boolean(),
  certName: z.string().nullable(),
  courseName: z.string().nullable(),
  issueDate: z.string().nullable(),
  orgName: z.string().nullable(),
  /** The holder's name with the middle masked (李*明). */
  holderName: z.string().nullable(),
  message: z.string(),
});
export type CertVerify = z.infer<typeof certVerifySchema>;

/** Options for the template editor and the issue form. */
export const certOptionSchema = z.object({ id: z.string(), name: z.string() });
export type CertOption = z.infer<typeof certOptionSchema>;
export const certClassStudentsQuery = z.object({ classId: requiredId('班级') });
export const certStudentSchema = z.object({
  id: z.string(),
  realname: z.string(),
  username: z.string(),
});
export type CertStudent = z.infer<typeof certStudentSchema>;

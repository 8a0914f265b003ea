import { z } from 'zod';
import { pagingFields } from '../paging.ts';

/** Times are `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai) or null. */
const time = z.string().nullable();
const flag = (label: string) =>
  z.coerce
    .number({ error: `${label}只能是 0 或 1` })
    .int()
    .min(0, `${label}只能是 0 或 1`)
    .max(1, `${label}只能是 0 或 1`);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v || null);
/** Ids arrive as a comma list (JeecgBoot) or an array; stored as a comma list. */
export const idListField = z
  .union([z.string().max(20_000, '选择的项目过多'), z.array(z.string().max(36)).max(500, '选择的项目过多')])
  .nullish()
  .transform((v) => [
    ...new Set((Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean)),
  ]);

/** The editable fields of a course (add and edit). Tenant, owner school and author never come from a body. */
export const courseFields = z.object({
  courseName: z
    .string({ error: '请输入课程名称' })
    .trim()
    .min(1, '请输入课程名称')
    .max(100, '课程名称不能超过 100 个字符'),
  courseDesc: optionalText(5000, '课程简介'),
  courseIcon: optionalText(500, '课程图标'),
  courseCover: optionalText(500, '课程封面'),
  courseMap: optionalText(500, '课程地图'),
  showType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '展示方式只能是 1（地图）或 2（卡片）')
    .default(2),
  isShared: flag('是否共享').default(0),
  showHome: flag('首页展示').default(0),
  orderNum: z.coerce
    .number({ error: '排序必须是整数' })
    .int('排序必须是整数')
    .min(0, '排序不能小于 0')
    .max(100_000, '排序过大')
    .default(0),
  courseType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '课程类型只能是 1（体验课）或 2（正式课）')
    .default(2),
  courseCategory: z.coerce
    .number()
    .int()
    .refine((v) => v >= 1 && v <= 3, '课程类别只能是 1（Scratch）、2（Python）或 3（C++）')
    .default(1),
  classificationId: optionalText(36, '课程分类'),
  departIds: idListField,
});
export const courseAddBody = courseFields;
export const courseEditBody = courseFields.extend({
  id: z.string({ error: '缺少课程 id' }).min(1, '缺少课程 id').max(36),
});
export type CourseAddBody = z.input<typeof courseAddBody>;
export type CourseEditBody = z.input<typeof courseEditBody>;

/** Query of the back-office course list. */
export const courseListQuery = z.object({
  ...pagingFields(),
  courseName: z.string().max(100).optional(),
  courseType: z.coerce.number().int().optional(),
  courseCategory: z.coerce.number().int().optional(),
  classificationId: z.string().max(36).optional(),
});
/** Query of the public course list (`getHomeCourse`). */
export const homeCourseQuery = z.object({
  ...pagingFields({ maxSize: 100, defaultSize: 12 }),
  courseName: z.string().max(100).optional(),
  courseType: z.coerce.number().int().optional(),
  courseCategory: z.coerce.number().int().optional(),
});

/** A course as the back office and the course pages see it. */
export const courseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  courseDesc: z.string().nullable(),
  courseIcon: z.string().nullable(),
  courseCover: z.string().nullable(),
  courseMap: z.string().nullable(),
  showType: z.number().int(),
  isShared: z.number().int(),
  showHome: z.number().int(),
  orderNum: z.number().int(),
  courseType: z.number().int(),
  courseType_dictText: z.string(),
  courseCategory: z.number().int(),
  courseCategory_dictText: z.string(),
  classificationId: z.string().nullable(),
  /** Comma-separated ids of the licensed schools / departments. */
  departIds: z.string(),
  departIds_dictText: z.string(),
  sysOrgCode: z.string().nullable(),
  /** Units in the course. */
  unitCount: z.number().int(),
  createBy: z.string().nullable(),
  createTime: time,
  updateTime: time,
});
export type Course = z.infer<typeof courseSchema>;

/** A course on the learner's card list: where they stand in it. */
export const myCourseSchema = courseSchema.extend({
  /** When the learner's class opened it (earliest of their classes). */
  openTime: time,
  /** Units viewed by the learner. */
  doneUnits: z.number().int(),
  /** 0..100. */
  progress: z.number().int(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

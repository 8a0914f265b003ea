import { z } from 'zod';
import { distinctItems } from '../list-items.ts';
import { pagingFields } from '../paging.ts';
import { auditFields } from '../record-fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { fileText, orderNumField, timeText, zeroOne } from './fields.ts';

const idListInput = z.union([
  z.string().max(20_000, '选择的项目过多'),
  z.array(z.string().max(36)).max(500, '选择的项目过多'),
]);
/** Ids arrive as a comma list (JeecgBoot) or an array; stored as a comma list. */
export const idListField = idListInput.nullish().transform((v) => distinctItems(v));

const courseName = requiredText(100, '课程名称');
const showType = z.coerce
  .number({ error: '展示方式只能是 1（地图）或 2（卡片）' })
  .int('展示方式只能是 1（地图）或 2（卡片）')
  .refine((v) => v === 1 || v === 2, '展示方式只能是 1（地图）或 2（卡片）');
const courseType = z.coerce
  .number({ error: '课程类型只能是 1（体验课）或 2（正式课）' })
  .int('课程类型只能是 1（体验课）或 2（正式课）')
  .refine((v) => v === 1 || v === 2, '课程类型只能是 1（体验课）或 2（正式课）');
const courseCategory = z.coerce
  .number({ error: '课程类别只能是 1（Scratch）、2（Python）或 3（C++）' })
  .int('课程类别只能是 1（Scratch）、2（Python）或 3（C++）')
  .refine((v) => v >= 1 && v <= 3, '课程类别只能是 1（Scratch）、2（Python）或 3（C++）');

/** The editable fields of a course (add). Tenant, owner school and author never come from a body. */
export const courseFields = z.object({
  courseName,
  courseDesc: optionalText(5000, '课程简介'),
  courseIcon: fileText('课程图标'),
  courseCover: fileText('课程封面'),
  courseMap: fileText('课程地图'),
  showType: showType.default(2),
  isShared: zeroOne('是否共享').default(0),
  showHome: zeroOne('首页展示').default(0),
  orderNum: orderNumField.default(0),
  courseType: courseType.default(2),
  courseCategory: courseCategory.default(1),
  classificationId: optionalText(36, '课程分类'),
  departIds: idListField,
});
export const courseAddBody = courseFields;
/**
 * `edit`: only the fields sent change (an absent field keeps its value; null clears a text field).
 * Licensing (`departIds`, `isShared`) is the administrator's.
 */
export const courseEditBody = z.object({
  id: z.string({ error: '缺少课程 id' }).min(1, '缺少课程 id').max(36),
  courseName: courseName.optional(),
  courseDesc: optionalText(5000, '课程简介').optional(),
  courseIcon: fileText('课程图标').optional(),
  courseCover: fileText('课程封面').optional(),
  courseMap: fileText('课程地图').optional(),
  showType: showType.optional(),
  isShared: zeroOne('是否共享').optional(),
  showHome: zeroOne('首页展示').optional(),
  orderNum: orderNumField.optional(),
  courseType: courseType.optional(),
  courseCategory: courseCategory.optional(),
  classificationId: optionalText(36, '课程分类').optional(),
  departIds: idListInput
    .nullish()
    .transform((v) => (v === undefined ? undefined : distinctItems(v)))
    .optional(),
});
export type CourseAddBody = z.input<typeof courseAddBody>;
export type CourseEditBody = z.input<typeof courseEditBody>;

/** What both course lists filter by: a name keyword, the type and the category. */
const courseFilters = {
  courseName: z.string().max(100).optional(),
  courseType: z.coerce.number().int().optional(),
  courseCategory: z.coerce.number().int().optional(),
};

/** Query of the back-office course list. */
export const courseListQuery = z.object({
  ...pagingFields(),
  ...courseFilters,
  classificationId: z.string().max(36).optional(),
});
/** Query of the public course list (`getHomeCourse`). */
export const homeCourseQuery = z.object({
  ...pagingFields({ maxSize: 100, defaultSize: 12 }),
  ...courseFilters,
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
  /** A platform course licensed to the caller's tenant: used, never changed, by the tenant. */
  licensed: z.boolean(),
  ...auditFields,
});
export type Course = z.infer<typeof courseSchema>;

/** A course on the learner's card list: where they stand in it. */
export const myCourseSchema = courseSchema.extend({
  /** When the learner's class opened it (earliest of their classes). */
  openTime: timeText,
  /** Units viewed by the learner. */
  doneUnits: z.number().int(),
  /** 0..100. */
  progress: z.number().int(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** `?id=` of queryById / delete in the teaching family. */
export const teachingIdQuery = z.object({
  id: z.string({ error: '缺少 id' }).trim().min(1, '缺少 id').max(36, 'id 不正确'),
});
/** `?ids=a,b` of deleteBatch: at most 100 ids. */
export const teachingIdsQuery = z.object({
  ids: z
    .string({ error: '请选择要删除的记录' })
    .max(4000, '一次最多删除 100 条')
    .transform((v, ctx) => {
      const ids = distinctItems(v);
      if (!ids.length || ids.length > 100 || ids.some((id) => id.length > 36)) {
        ctx.addIssue({ code: 'custom', message: ids.length ? '一次最多删除 100 条' : '请选择要删除的记录' });
        return z.NEVER;
      }
      return ids;
    }),
});

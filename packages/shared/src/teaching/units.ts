import { z } from 'zod';
import { addBodyOf } from '../form-bodies.ts';
import { pagingFields } from '../paging.ts';
import { auditFields } from '../record-fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { isFileRef } from './codes.ts';
import { fileText, optionalId, orderNumField, unitStateField, zeroOne } from './fields.ts';

const mapCoord = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是 0 到 100 之间的数` })
    .min(0, `${label}必须是 0 到 100 之间的数`)
    .max(100, `${label}必须是 0 到 100 之间的数`)
    .nullish()
    .transform((v) => v ?? null);

/** Materials: a comma list of files. */
const fileList = (label: string) =>
  optionalText(5000, label).refine(
    (v) =>
      v === null ||
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .every(isFileRef),
    `${label}必须是上传的文件或 http(s) 链接`,
  );

// Without defaults: `edit` changes only the fields it is sent.
const unitShape = {
  courseId: z.string({ error: '请选择所属课程' }).min(1, '请选择所属课程').max(36),
  unitName: requiredText(100, '单元名称'),
  unitIntro: optionalText(5000, '单元简介'),
  unitCover: fileText('单元封面'),
  /** Checked against `courseVideoSource` on save: a stored file, an http(s) URL or an allow-listed embed. */
  courseVideo: optionalText(1000, '视频'),
  courseVideoSource: z.coerce
    .number({ error: '视频来源只能是 1（上传）、2（链接）或 3（嵌入）' })
    .int('视频来源只能是 1（上传）、2（链接）或 3（嵌入）')
    .refine((v) => v >= 1 && v <= 3, '视频来源只能是 1（上传）、2（链接）或 3（嵌入）'),
  showCourseVideo: zeroOne('视频可见'),
  courseCase: fileText('案例工程'),
  showCourseCase: zeroOne('案例可见'),
  coursePpt: fileList('课件资料'),
  showCoursePpt: zeroOne('课件可见'),
  courseWorkType: z.coerce
    .number({ error: '作业类型只能是 0（文件）、2（Scratch）、4（Python）或 5（C++）' })
    .int('作业类型只能是 0（文件）、2（Scratch）、4（Python）或 5（C++）')
    .refine((v) => [0, 2, 4, 5].includes(v), '作业类型只能是 0（文件）、2（Scratch）、4（Python）或 5（C++）')
    .nullish()
    .transform((v) => v ?? null),
  /** A judge problem of the tenant whose tests 判题 runs the Python / C++ homework against. */
  courseWorkProblemId: optionalId('判题题目'),
  courseWork: fileText('作业素材'),
  courseWorkAnswer: fileText('作业答案'),
  coursePlan: fileText('教案'),
  showCoursePlan: zeroOne('教案可见'),
  mapX: mapCoord('地图横坐标'),
  mapY: mapCoord('地图纵坐标'),
  /** HTML, sanitised on save. */
  mediaContent: z
    .string({ error: '内容格式不正确' })
    .max(2_000_000, '内容过长')
    .nullish()
    .transform((v) => v || null),
  orderNum: orderNumField,
};

/** The editable fields of a unit (add). */
export const unitFields = addBodyOf(unitShape, {
  courseVideoSource: 1,
  showCourseVideo: 1,
  showCourseCase: 1,
  showCoursePpt: 1,
  showCoursePlan: 0,
  orderNum: 0,
});
export const unitAddBody = unitFields;
/** `edit`: only the fields sent change; a unit never moves to another course. */
export const unitEditBody = z
  .object(unitShape)
  .omit({ courseId: true })
  .partial()
  .extend({ id: z.string({ error: '缺少单元 id' }).min(1, '缺少单元 id').max(36) });
/** `editBatch`: order and map positions of many units at once (drag and drop, the map editor). */
export const unitEditBatchBody = z
  .array(
    z.object({
      id: z.string({ error: '缺少单元 id' }).min(1, '缺少单元 id').max(36),
      orderNum: unitShape.orderNum.optional(),
      mapX: mapCoord('地图横坐标').optional(),
      mapY: mapCoord('地图纵坐标').optional(),
    }),
    { error: '请提交要修改的单元列表' },
  )
  .min(1, '请提交要修改的单元列表')
  .max(500, '一次最多修改 500 个单元');
export type UnitAddBody = z.input<typeof unitAddBody>;
export type UnitEditBody = z.input<typeof unitEditBody>;
export type UnitEditBatchBody = z.input<typeof unitEditBatchBody>;

export const unitListQuery = z.object({
  ...pagingFields({ maxSize: 1000, defaultSize: 100 }),
  courseId: z.string().max(36).optional(),
  unitName: z.string().max(100).optional(),
});
/** `importExcel`: rows go to `courseId` when given, else to the course named in each row. */
export const unitImportQuery = z.object({ courseId: z.string().max(36).optional() });

/** A unit with every item: the back office and teachers of the course. */
export const unitSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  unitName: z.string(),
  unitIntro: z.string().nullable(),
  unitCover: z.string().nullable(),
  courseVideo: z.string().nullable(),
  courseVideoSource: z.number().int(),
  showCourseVideo: z.number().int(),
  courseCase: z.string().nullable(),
  showCourseCase: z.number().int(),
  coursePpt: z.string().nullable(),
  showCoursePpt: z.number().int(),
  courseWorkType: z.number().int().nullable(),
  courseWorkType_dictText: z.string(),
  courseWorkProblemId: z.string().nullable(),
  courseWork: z.string().nullable(),
  courseWorkAnswer: z.string().nullable(),
  coursePlan: z.string().nullable(),
  showCoursePlan: z.number().int(),
  mapX: z.number().nullable(),
  mapY: z.number().nullable(),
  mediaContent: z.string().nullable(),
  orderNum: z.number().int(),
  ...auditFields,
});
export type Unit = z.infer<typeof unitSchema>;

/**
 * A unit as a learner or visitor sees it (`mineUnit`): hidden items are null, the lesson plan only when
 * shown to students; a visitor sees the content of trial courses only (`locked` otherwise). The
 * course's teachers and admins also get the lesson plan and the answer file whatever the switches say.
 */
export const learnerUnitSchema = unitSchema
  .omit({ courseWorkAnswer: true, createBy: true, createTime: true, updateTime: true })
  .extend({
    /** Only in a teacher's or admin's answer; never sent to students or visitors. */
    courseWorkAnswer: z.string().nullable().optional(),
    state: unitStateField,
    /** Seconds into the video where the learner stopped last time. */
    videoPosition: z.number(),
    score: z.number().int().nullable(),
  });
export type LearnerUnit = z.infer<typeof learnerUnitSchema>;

import { z } from 'zod';
import { createdStudentSchema } from '../identity/users.ts';
import { pagingFields } from '../paging.ts';
import { idSchema, keyword, pickedId } from '../query-params.ts';
import { userNameFields } from '../record-fields.ts';

/** Accounts one `batchCreate` call may make; they are made all together or not at all. */
export const CLASS_BATCH_LIMIT = 200;

const classId = (label = '班级') => pickedId(label);
const userIds = z
  .array(idSchema, { error: '请选择学生' })
  .min(1, '请选择学生')
  .max(500, '一次最多选择 500 名学生')
  .transform((ids) => [...new Set(ids)]);

/** A class the caller manages, as the "my classes" cards show it. */
export const myClassSchema = z.object({
  id: z.string(),
  departName: z.string(),
  orgCode: z.string(),
  schoolName: z.string().nullable(),
  studentCount: z.number().int(),
  /** The class join code (students enter it at `/home-page/joinCourse`). */
  code: z.string(),
});
export type MyClass = z.infer<typeof myClassSchema>;

export const classStudentsQuery = z.object({
  ...pagingFields({ maxSize: 500, defaultSize: 20 }),
  classId: classId(),
  keyword: keyword('账号或姓名'),
});
export type ClassStudentsQuery = z.input<typeof classStudentsQuery>;

/** A student of a class; the phone number is masked, never shown whole. */
export const classStudentSchema = z.object({
  id: z.string(),
  ...userNameFields,
  phone: z.string().nullable(),
  /** 1 normal, 2 frozen. */
  status: z.number().int(),
  lastLoginTime: z.string().nullable(),
  /** Units of any course the student has studied. */
  unitsDone: z.number().int(),
  createTime: z.string().nullable(),
});
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const addClassStudentBody = z.object({
  classId: classId(),
  username: z.string({ error: '请输入学生账号' }).trim().min(1, '请输入学生账号').max(64, '学生账号过长'),
});
export type AddClassStudentBody = z.input<typeof addClassStudentBody>;

export const removeClassStudentsBody = z.object({ classId: classId(), userIds });
export type RemoveClassStudentsBody = z.input<typeof removeClassStudentsBody>;

export const moveClassStudentsBody = z
  .object({ fromClassId: classId('原班级'), toClassId: classId('目标班级'), userIds })
  .refine((b) => b.fromClassId !== b.toClassId, { message: '目标班级不能与原班级相同', path: ['toClassId'] });
export type MoveClassStudentsBody = z.input<typeof moveClassStudentsBody>;

/**
 * `batchCreate`: `count` accounts or one per name in `names`. Accounts are the prefix plus a number
 * (three digits at least) from `start`, or from the first free number when `start` is left out.
 */
export const classBatchCreateBody = z
  .object({
    classId: classId(),
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '账号前缀须以字母开头，只含字母、数字和下划线，最多 40 位')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    start: z.coerce
      .number()
      .int('起始序号必须是整数')
      .min(1, '起始序号至少为 1')
      .max(99_999, '起始序号过大')
      .optional(),
    count: z.coerce
      .number({ error: '数量必须是整数' })
      .int('数量必须是整数')
      .min(1, '数量至少为 1')
      .max(CLASS_BATCH_LIMIT, `每次最多创建 ${CLASS_BATCH_LIMIT} 个账号`)
      .optional(),
    names: z
      .array(z.string().trim().min(1, '姓名不能为空').max(100, '姓名不能超过 100 个字符'), {
        error: '姓名名单格式不正确',
      })
      .max(CLASS_BATCH_LIMIT, `每次最多创建 ${CLASS_BATCH_LIMIT} 个账号`)
      .optional(),
  })
  .refine((b) => b.count || b.names?.length, { message: '请填写数量或姓名名单' });
export type ClassBatchCreateBody = z.input<typeof classBatchCreateBody>;

/** The made accounts with their initial passwords: answered this once, stored only as hashes. */
export const classBatchResultSchema = z.object({
  classId: z.string(),
  className: z.string(),
  schoolName: z.string().nullable(),
  students: z.array(createdStudentSchema),
});
export type ClassBatchResult = z.infer<typeof classBatchResultSchema>;

export const classMembersChangedSchema = z.object({ count: z.number().int() });

import { z } from 'zod';
import { parseDateTime } from '../dates.ts';
import { pagingFields } from '../paging.ts';

const openTime = z
  .string()
  .nullish()
  .transform((v, ctx) => {
    if (!v?.trim()) return null;
    const d = parseDateTime(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: '开放时间格式应为 YYYY-MM-DD HH:mm:ss' });
      return z.NEVER;
    }
    return d;
  });

/** Authorise one course to one class from `openTime` (now when empty). */
export const courseDeptBody = z.object({
  deptId: z.string({ error: '请选择班级' }).min(1, '请选择班级').max(36),
  courseId: z.string({ error: '请选择课程' }).min(1, '请选择课程').max(36),
  openTime,
});
export const courseDeptEditBody = courseDeptBody.extend({ id: z.string().min(1, '缺少授权记录 id').max(36) });
/** `addOrUpdate`: the full set of courses a class has (others are withdrawn), opening now or at `openTime`. */
export const courseDeptAddOrUpdateBody = z.object({
  deptId: z.string({ error: '请选择班级' }).min(1, '请选择班级').max(36),
  courseIdList: z.array(z.string().min(1).max(36), { error: '课程列表格式不正确' }).max(500, '课程过多'),
  openTime,
});
export type CourseDeptBody = z.input<typeof courseDeptBody>;
export type CourseDeptAddOrUpdateBody = z.input<typeof courseDeptAddOrUpdateBody>;

export const courseDeptListQuery = z.object({
  ...pagingFields(),
  deptId: z.string().max(36).optional(),
  courseId: z.string().max(36).optional(),
});

export const courseDeptSchema = z.object({
  id: z.string(),
  deptId: z.string(),
  deptId_dictText: z.string(),
  courseId: z.string(),
  courseId_dictText: z.string(),
  openTime: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
});
export type CourseDept = z.infer<typeof courseDeptSchema>;

import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { createdFields } from '../record-fields.ts';
import { optionalDateTimeField } from './fields.ts';

const openTime = optionalDateTimeField('开放时间');
const classId = z.string({ error: '请选择班级' }).min(1, '请选择班级').max(36);

/** Authorise one course to one class from `openTime` (now when empty). */
export const courseDeptBody = z.object({
  deptId: classId,
  courseId: z.string({ error: '请选择课程' }).min(1, '请选择课程').max(36),
  openTime,
});
export const courseDeptEditBody = courseDeptBody.extend({ id: z.string().min(1, '缺少授权记录 id').max(36) });
/** `addOrUpdate`: the full set of courses a class has (others are withdrawn), opening now or at `openTime`. */
export const courseDeptAddOrUpdateBody = z.object({
  deptId: classId,
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
  ...createdFields,
});
export type CourseDept = z.infer<typeof courseDeptSchema>;

/** Resource allocation (资源分配): one school or campus (orgCategory 1/2) of the tenant. */
export const schoolResourceQuery = z.object({
  deptId: z.string({ error: '请选择学校' }).trim().min(1, '请选择学校').max(36),
});

const resourceIds = (label: string) =>
  z
    .array(z.string().trim().min(1).max(36), { error: `${label}列表格式不正确` })
    .max(1000, `${label}过多`)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** `saveSchoolCourses`: the whole set of the tenant's courses given to a school (others are taken back). */
export const schoolCoursesBody = schoolResourceQuery.extend({ courseIds: resourceIds('课程') });
export type SchoolCoursesBody = z.input<typeof schoolCoursesBody>;
export const schoolCoursesSchema = z.object({ deptId: z.string(), courseIds: z.array(z.string()) });
export type SchoolCourses = z.infer<typeof schoolCoursesSchema>;

/** `saveSchoolPapers`: the whole set of bank papers given to a school (others are taken back). */
export const schoolPapersBody = schoolResourceQuery.extend({ paperIds: resourceIds('试卷') });
export type SchoolPapersBody = z.input<typeof schoolPapersBody>;
export const schoolPapersSchema = z.object({ deptId: z.string(), paperIds: z.array(z.string()) });
export type SchoolPapers = z.infer<typeof schoolPapersSchema>;

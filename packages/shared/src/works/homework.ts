import { z } from 'zod';
import { addBodyOf } from '../form-bodies.ts';
import { distinctItems } from '../list-items.ts';
import { pagingFields } from '../paging.ts';
import { auditFields } from '../record-fields.ts';
import { COURSE_WORK_TYPES } from '../teaching/codes.ts';
import { fileText, optionalDateTimeField, timeText } from '../teaching/fields.ts';
import { requiredText } from '../text-fields.ts';
import { ADDITIONAL_WORK_STATUSES } from './codes.ts';

/**
 * Extra homework (额外作业, `teachingAdditionalWork`): set by a teacher for some of their classes with a
 * window; drafted, published, closed. Students see the published ones of their classes.
 */

const dateTime = (label: string) =>
  optionalDateTimeField(label, { error: `${label}格式应为 YYYY-MM-DD HH:mm:ss` });

const codeTypeError = '作业类型只能是 0（文件）、2（Scratch）、4（Python）或 5（C++）';
const statusError = '状态只能是 0（草稿）、1（已发布）或 2（已关闭）';

/** Comma list of class ids (an array is accepted too); at least one. */
const classIds = z
  .union([z.string().max(4000, '班级过多'), z.array(z.string().max(36)).max(100, '班级过多')], {
    error: '请选择班级',
  })
  .transform((v, ctx) => {
    const ids = distinctItems(v, /[,，]/);
    if (!ids.length) {
      ctx.addIssue({ code: 'custom', message: '请选择班级' });
      return z.NEVER;
    }
    if (ids.length > 100 || ids.some((id) => id.length > 36)) {
      ctx.addIssue({ code: 'custom', message: '班级过多或班级 id 不正确' });
      return z.NEVER;
    }
    return ids;
  });

// Without defaults: `edit` changes only the fields it is sent.
const additionalWorkShape = {
  codeType: z.coerce
    .number({ error: codeTypeError })
    .int(codeTypeError)
    .refine((v) => v in COURSE_WORK_TYPES, codeTypeError),
  workName: requiredText(100, '作业名称'),
  /** Plain text or HTML; sanitised on save. */
  workDesc: z
    .string({ error: '作业说明格式不正确' })
    .max(200_000, '作业说明过长')
    .nullish()
    .transform((v) => v || null),
  workCover: fileText('作业封面'),
  /** Starter file the editor opens. */
  workUrl: fileText('作业素材'),
  workDocumentUrl: fileText('作业文档'),
  workDept: classIds,
  status: z.coerce
    .number({ error: statusError })
    .int(statusError)
    .refine((v) => v in ADDITIONAL_WORK_STATUSES, statusError),
  startTime: dateTime('开始时间'),
  endTime: dateTime('截止时间'),
  /** A judge problem of the tenant whose tests "判题" runs (Python / C++). */
  problemId: z
    .string()
    .trim()
    .max(36, '题目 id 不正确')
    .nullish()
    .transform((v) => v || null),
};

/** The extra homework an `edit` or `publish` is about. */
const additionalWorkId = z.string({ error: '缺少 id' }).min(1, '缺少 id').max(36);

export const additionalWorkAddBody = addBodyOf(additionalWorkShape, {
  codeType: 2,
  status: 0,
});
/** `edit`: only the fields sent change. */
export const additionalWorkEditBody = z
  .object(additionalWorkShape)
  .partial()
  .extend({ id: additionalWorkId });
export type AdditionalWorkAddBody = z.input<typeof additionalWorkAddBody>;
export type AdditionalWorkEditBody = z.input<typeof additionalWorkEditBody>;

/** `publish`: 1 publishes (or reopens a closed one), 2 closes. */
export const additionalWorkPublishBody = z.object({
  id: additionalWorkId,
  status: z.coerce
    .number({ error: '状态只能是 1（发布）或 2（关闭）' })
    .int()
    .refine((v) => v === 1 || v === 2, '状态只能是 1（发布）或 2（关闭）'),
});
export type AdditionalWorkPublishBody = z.input<typeof additionalWorkPublishBody>;

export const additionalWorkListQuery = z.object({
  ...pagingFields(),
  workName: z.string().max(100).optional(),
  codeType: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  /** Only those set for this class. */
  departId: z.string().max(36).optional(),
});

/** What a homework is: its name, description and type. */
const homeworkHeadFields = {
  id: z.string(),
  workName: z.string(),
  workDesc: z.string().nullable(),
  codeType: z.number().int(),
  codeType_dictText: z.string(),
};
/** The starter file and the document, each as stored and as a link. */
const homeworkFileFields = {
  workUrl: z.string().nullable(),
  workUrl_url: z.string().nullable(),
  workDocumentUrl: z.string().nullable(),
  workDocumentUrl_url: z.string().nullable(),
};
/** Draft, published or closed, and the window works are handed in. */
const homeworkWindowFields = {
  status: z.number().int(),
  status_dictText: z.string(),
  startTime: timeText,
  endTime: timeText,
};

/** A row of the back office list (and queryById). */
export const additionalWorkSchema = z.object({
  ...homeworkHeadFields,
  workCover: z.string().nullable(),
  workCover_url: z.string().nullable(),
  ...homeworkFileFields,
  /** Comma-separated class ids. */
  workDept: z.string(),
  workDeptNames: z.string(),
  ...homeworkWindowFields,
  problemId: z.string().nullable(),
  /** Works handed in (state 1 or more), graded (2 or more), and students in the classes. */
  submitted: z.number().int(),
  graded: z.number().int(),
  total: z.number().int(),
  ...auditFields,
});
export type AdditionalWork = z.infer<typeof additionalWorkSchema>;

/** The student's own work for an extra homework (`mineAdditionalWork`). */
export const myAdditionalWorkStateSchema = z.object({
  id: z.string(),
  workStatus: z.number().int(),
  workStatus_dictText: z.string(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  saveTime: timeText,
});

/** An extra homework as a student sees it: window, files and their own work (null before they start). */
export const myAdditionalWorkSchema = z.object({
  ...homeworkHeadFields,
  workCover_url: z.string().nullable(),
  ...homeworkFileFields,
  problemId: z.string().nullable(),
  ...homeworkWindowFields,
  /** `notStarted`, `open` or `ended`: whether a work may be handed in now. */
  window: z.enum(['notStarted', 'open', 'ended']),
  /** The class of the student the homework was set for. */
  departId: z.string(),
  departName: z.string(),
  myWork: myAdditionalWorkStateSchema.nullable(),
});
export type MyAdditionalWork = z.infer<typeof myAdditionalWorkSchema>;

export const mineAdditionalWorkQuery = z.object({
  ...pagingFields({ maxSize: 100, defaultSize: 20 }),
  /** `todo`: not handed in yet; `done`: handed in. */
  state: z.enum(['all', 'todo', 'done']).default('all'),
});

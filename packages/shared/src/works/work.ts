import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { keyword } from '../query-params.ts';
import { idResult } from '../record-fields.ts';
import { optionalRecordId } from '../teaching/fields.ts';
import { requiredText } from '../text-fields.ts';
import { WORK_SCENES, WORK_STATUSES, WORK_TYPES } from './codes.ts';
import { homeworkFilters } from './homework-filters.ts';

// Contracts of `/api/teaching/teachingWork`: the work row, its lists, submit / edit and uploads.

const TYPE_CODES = Object.keys(WORK_TYPES).map(Number);
const STATUS_CODES = Object.keys(WORK_STATUSES).map(Number);
const SCENE_CODES = Object.keys(WORK_SCENES);

const TYPE_MSG = `作品类型只能是 ${TYPE_CODES.join('、')}`;
const STATUS_MSG = '作品状态只能是 0 到 4';
const SCENE_MSG = `作品场景只能是 ${SCENE_CODES.join('、')}`;

export const workTypeField = z.coerce
  .number({ error: TYPE_MSG })
  .int(TYPE_MSG)
  .refine((v) => TYPE_CODES.includes(v), TYPE_MSG);

export const workStatusField = z.coerce
  .number({ error: STATUS_MSG })
  .int(STATUS_MSG)
  .refine((v) => STATUS_CODES.includes(v), STATUS_MSG);

export const workSceneField = z
  .string({ error: SCENE_MSG })
  .refine((v) => SCENE_CODES.includes(v), SCENE_MSG) as unknown as z.ZodType<keyof typeof WORK_SCENES>;

/** A storage path returned by `upload` (the server checks it is the caller's own). */
const storedPath = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(500, `${label}路径过长`)
    .nullish()
    .transform((v) => v || null);

const workNameField = requiredText(100, '作品名称');

/** The author of a work, as its row and the author card show them. */
const authorFields = {
  userId: z.string(),
  realname: z.string().nullable(),
  username: z.string().nullable(),
  avatar_url: z.string().nullable(),
};

/** A work as lists, queryById and mine answer it. Times are `YYYY-MM-DD HH:mm:ss`. */
export const workRowSchema = z.object({
  id: z.string(),
  ...authorFields,
  workName: z.string(),
  workType: z.number(),
  workType_dictText: z.string(),
  workScene: z.string(),
  workScene_dictText: z.string(),
  workStatus: z.number(),
  workStatus_dictText: z.string(),
  workFile: z.string().nullable(),
  workFile_url: z.string().nullable(),
  workCover: z.string().nullable(),
  coverFileKey_url: z.string().nullable(),
  departId: z.string().nullable(),
  departName: z.string().nullable(),
  courseId: z.string().nullable(),
  courseName: z.string().nullable(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  additionalId: z.string().nullable(),
  additionalName: z.string().nullable(),
  originId: z.string().nullable(),
  hasCloudData: z.number(),
  viewNum: z.number(),
  starNum: z.number(),
  collectNum: z.number(),
  commentNum: z.number(),
  /** The grading (null until graded). */
  score: z.number().nullable(),
  comment: z.string().nullable(),
  tags: z.array(z.string()),
  createTime: z.string().nullable(),
  saveTime: z.string().nullable(),
});
export type WorkRow = z.infer<typeof workRowSchema>;

/** Filters of the work lists: what kind of work, in what state, made where. */
const workKindFilters = {
  workType: workTypeField.optional(),
  workStatus: workStatusField.optional(),
  workScene: workSceneField.optional(),
};

/** `GET /teachingWork/list` (back office) and `exportXls`. */
export const workListQuery = z.object({
  workName: keyword('作品名称'),
  username: keyword('用户名'),
  ...workKindFilters,
  ...homeworkFilters,
  ...pagingFields(),
});
export type WorkListQuery = z.infer<typeof workListQuery>;

/** `GET /teachingWork/mine`: my works. */
export const workMineQuery = z.object({
  workName: keyword('作品名称'),
  ...workKindFilters,
  ...pagingFields({ maxSize: 100, defaultSize: 12 }),
});
export type WorkMineQuery = z.infer<typeof workMineQuery>;

/**
 * `POST /teachingWork/submit` (and `add`): save a work, or with `id` save a new version of my work.
 * `workStatus` 1 hands it in as homework; state, stars, views and owner in the body are ignored.
 */
export const workSubmitBody = z.object({
  id: optionalRecordId('作品'),
  workName: workNameField,
  workType: workTypeField,
  workFile: storedPath('作品文件'),
  workCover: storedPath('作品封面'),
  workScene: workSceneField.optional(),
  courseId: optionalRecordId('课程'),
  unitId: optionalRecordId('单元'),
  departId: optionalRecordId('班级'),
  additionalId: optionalRecordId('额外作业'),
  workStatus: z.coerce.number().int().optional().catch(undefined),
  hasCloudData: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
});
export type WorkSubmitBody = z.infer<typeof workSubmitBody>;

/** One grading in `edit`'s `teachingWorkCorrectList`. */
export const workCorrectItem = z.object({
  score: z.coerce
    .number({ error: '分数必须是 0 到 100 之间的整数' })
    .int('分数必须是 0 到 100 之间的整数')
    .min(0, '分数必须是 0 到 100 之间的整数')
    .max(100, '分数必须是 0 到 100 之间的整数'),
  comment: z
    .string({ error: '评语格式不正确' })
    .trim()
    .max(500, '评语不能超过 500 个字符')
    .nullish()
    .transform((v) => v || null),
});
export type WorkCorrectItem = z.infer<typeof workCorrectItem>;

/** The work a request is about. */
const workId = z.string({ error: '缺少 id' }).trim().min(1, '缺少 id').max(36, 'id 不正确');
/** A work's file or its cover. */
const fileKind = z.enum(['file', 'cover'], { error: 'kind 只能是 file 或 cover' }).default('file');

/** `PUT /teachingWork/edit`: rename / replace the file, or grade with `teachingWorkCorrectList`. */
export const workEditBody = z.object({
  id: workId,
  workName: workNameField.optional(),
  workFile: storedPath('作品文件'),
  workCover: storedPath('作品封面'),
  hasCloudData: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
  teachingWorkCorrectList: z.array(workCorrectItem).max(1, '一次只能批改一条').optional(),
});
export type WorkEditBody = z.infer<typeof workEditBody>;

/** `POST /teachingWork/upload?workType&kind`: the file itself is the multipart field `file`. */
export const workUploadQuery = z.object({
  workType: workTypeField.default(2),
  kind: fileKind,
});
export type WorkUploadQuery = z.infer<typeof workUploadQuery>;
export const workUploadResult = z.object({ path: z.string(), size: z.number() });
export type WorkUploadResult = z.infer<typeof workUploadResult>;

/** `GET /teachingWork/file?id&kind&version`: the authorised download of a work's file or cover. */
export const workFileQuery = z.object({
  id: workId,
  kind: fileKind,
  version: z.coerce.number({ error: '版本号必须是正整数' }).int().min(1).optional(),
});
export type WorkFileQuery = z.infer<typeof workFileQuery>;

/** `GET /teachingWork/studentWorkInfo?unitId|additionalId`: my work for that homework. */
export const studentWorkInfoQuery = z.object({
  unitId: optionalRecordId('单元'),
  additionalId: optionalRecordId('额外作业'),
});

/** `GET /teachingWork/userInfo?userId`: the author card. */
export const workUserInfoQuery = z.object({
  userId: z.string({ error: '缺少 userId' }).trim().min(1, '缺少 userId').max(36),
});
export const workUserInfoSchema = z.object({
  ...authorFields,
  workNum: z.number(),
  starNum: z.number(),
});
export type WorkUserInfo = z.infer<typeof workUserInfoSchema>;

/** `GET /teachingWork/versions?id`: earlier files, newest first. */
export const workVersionSchema = z.object({
  versionNo: z.number(),
  createTime: z.string().nullable(),
  workFile_url: z.string().nullable(),
});
export type WorkVersion = z.infer<typeof workVersionSchema>;

/** `POST /teachingWork/remix {id}` -> `{id}`. */
export const workRemixBody = z.object({ id: workId });
export const workIdResult = idResult;

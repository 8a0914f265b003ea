import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { keyword } from '../query-params.ts';
import { plainId } from '../teaching/fields.ts';
import { WORK_TYPES } from './codes.ts';

// The public side of works: the gallery (leaderboard, featured), stars and collects, comments,
// teachers' tags and moderation, moving works on / off the home page, and sharing a work with users.

/** A gallery state, 0..4 (see `setStatusBody`). */
const workStatusValue = z.coerce
  .number({ error: '作品状态不正确' })
  .int('作品状态不正确')
  .min(0, '作品状态不正确')
  .max(4, '作品状态不正确');

const workTypeCodes = Object.keys(WORK_TYPES).map(Number);

/** An optional `workType` filter: one of the dict `work_type` codes. */
const workTypeFilter = z.coerce
  .number({ error: '作品类型不正确' })
  .int('作品类型不正确')
  .refine((v) => workTypeCodes.includes(v), '作品类型不正确')
  .optional();

/** The gallery's page sizes: small pages, 20 by default. */
const galleryPaging = pagingFields({ maxSize: 100, defaultSize: 20 });

export const LEADERBOARD_ORDERS = ['starNum', 'viewNum', 'saveTime'] as const;
export type LeaderboardOrder = (typeof LEADERBOARD_ORDERS)[number];

/**
 * `GET leaderboard`: works of the gallery, newest (`saveTime`, default), most starred or most viewed
 * first. Without `workStatus` only public works (3 home page, 4 featured); 0..2 only for the works the
 * caller manages (admins: the tenant's, teachers: their classes' students').
 */
export const leaderboardQuery = z.object({
  ...galleryPaging,
  orderBy: z
    .enum(LEADERBOARD_ORDERS, { error: '排序只能是 starNum、viewNum 或 saveTime' })
    .default('saveTime'),
  workStatus: workStatusValue.optional(),
  workType: workTypeFilter,
  workName: keyword('作品名称'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuery>;

/** `GET greatWork`: featured works (status 4), newest first. */
export const greatWorkQuery = z.object({ ...galleryPaging, workType: workTypeFilter });
export type GreatWorkQuery = z.input<typeof greatWorkQuery>;

/** `GET myCollect`: my collected works, latest collected first. */
export const myCollectQuery = z.object({ ...galleryPaging });
export type MyCollectQuery = z.input<typeof myCollectQuery>;

/** A work card of the gallery: what anybody may see of a public work. */
export const galleryWorkSchema = z.object({
  id: z.string(),
  userId: z.string(),
  workName: z.string(),
  workType: z.number().int(),
  workType_dictText: z.string(),
  workStatus: z.number().int(),
  workStatus_dictText: z.string(),
  coverFileKey_url: z.string().nullable(),
  viewNum: z.number().int(),
  starNum: z.number().int(),
  collectNum: z.number().int(),
  commentNum: z.number().int(),
  realname: z.string(),
  avatar_url: z.string().nullable(),
  saveTime: z.string().nullable(),
});
export type GalleryWork = z.infer<typeof galleryWorkSchema>;

/** `?workId=` of the star, collect, comment and tag routes. */
export const workIdQuery = z.object({ workId: plainId('作品 id') });
export type WorkIdQuery = z.input<typeof workIdQuery>;

/** `starWork` toggles my star: whether I star it now, and the work's star count. */
export const starResultSchema = z.object({ starred: z.boolean(), starNum: z.number().int() });
export type StarResult = z.infer<typeof starResultSchema>;

/** `collectWork` toggles my collect. */
export const collectResultSchema = z.object({ collected: z.boolean(), collectNum: z.number().int() });
export type CollectResult = z.infer<typeof collectResultSchema>;

/** `myStar`: whether I starred / collected the work (both false for visitors). */
export const myStarSchema = z.object({ starred: z.boolean(), collected: z.boolean() });
export type MyStar = z.infer<typeof myStarSchema>;

/** `GET getWorkComments?workId&pageNo`: the shown comments, newest first. */
export const workCommentsQuery = z.object({ workId: plainId('作品 id'), ...galleryPaging });
export type WorkCommentsQuery = z.input<typeof workCommentsQuery>;

/** A comment as the page shows it (plain text, rendered as text). */
export const workCommentSchema = z.object({
  id: z.string(),
  workId: z.string(),
  userId: z.string(),
  realname: z.string(),
  avatar_url: z.string().nullable(),
  comment: z.string(),
  createTime: z.string().nullable(),
});
export type WorkComment = z.infer<typeof workCommentSchema>;

export const COMMENT_MAX = 500;

// Control characters (except line breaks and tabs) never belong in a comment.
const COMMENT_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is stripped
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A comment's text: control characters stripped, trimmed, 1..500 characters; stored as plain text. */
export const commentText = z
  .string({ error: '请填写评论内容' })
  .max(COMMENT_MAX * 4, `评论不能超过 ${COMMENT_MAX} 个字`)
  .transform((v) => v.replace(/\r\n?/g, '\n').replace(COMMENT_CONTROL, '').trim())
  .pipe(
    z
      .string()
      .min(1, '请填写评论内容')
      .refine((v) => [...v].length <= COMMENT_MAX, `评论不能超过 ${COMMENT_MAX} 个字`),
  );

/** `POST saveComment`. */
export const saveCommentBody = z.object({ workId: plainId('作品 id'), comment: commentText });
export type SaveCommentBody = z.input<typeof saveCommentBody>;

/** `POST reportComment`: one report per reader and comment. */
export const reportCommentBody = z.object({
  commentId: plainId('评论 id'),
  reason: z
    .string()
    .trim()
    .max(200, '举报理由不能超过 200 个字')
    .nullish()
    .transform((v) => v || null),
});
export type ReportCommentBody = z.input<typeof reportCommentBody>;

/** `PUT hideComment`: a teacher hides (or shows again) a comment; hidden comments are kept. */
export const hideCommentBody = z.object({
  commentId: plainId('评论 id'),
  hidden: z.boolean({ error: 'hidden 只能是 true 或 false' }),
});
export type HideCommentBody = z.input<typeof hideCommentBody>;

export const WORK_TAG_MAX = 5;

const tagName = z
  .string({ error: '请填写标签' })
  .trim()
  .min(1, '请填写标签')
  .max(20, '标签不能超过 20 个字')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  .refine((v) => !/[<>\u0000-\u001f\u007f]/.test(v), '标签包含非法字符');

/** `POST setWorkTag`: at most five tags a work. */
export const setWorkTagBody = z.object({ workId: plainId('作品 id'), tagName });
export type SetWorkTagBody = z.input<typeof setWorkTagBody>;

/** `DELETE delWorkTag?workId&tagName`. */
export const delWorkTagQuery = z.object({ workId: plainId('作品 id'), tagName });
export type DelWorkTagQuery = z.input<typeof delWorkTagQuery>;

/** `getWorkTags`: the tag names, oldest first. */
export const workTagsSchema = z.array(z.string());

/**
 * `PUT setStatus`: 3 puts a work on the home page, 4 features it; 0..2 takes it off the gallery,
 * back to the state it had (graded, submitted or saved: the server decides which).
 */
export const setStatusBody = z.object({
  id: plainId('作品 id'),
  workStatus: workStatusValue,
});
export type SetStatusBody = z.input<typeof setStatusBody>;

/** `setStatus` answers with the state the work is in now. */
export const setStatusResultSchema = z.object({ id: z.string(), workStatus: z.number().int() });
export type SetStatusResult = z.infer<typeof setStatusResultSchema>;

export const SEND_WORK_MAX_USERS = 50;

/** `POST sendWork`: share a work with up to 50 users of my school (array, or ids joined by commas). */
export const sendWorkBody = z.object({
  sendWorkId: plainId('作品 id'),
  userIdList: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim()) : v),
    z
      .array(plainId('用户 id'), { error: '请选择要分享的用户' })
      .min(1, '请选择要分享的用户')
      .max(SEND_WORK_MAX_USERS, `一次最多分享给 ${SEND_WORK_MAX_USERS} 人`),
  ),
});
export type SendWorkBody = z.input<typeof sendWorkBody>;

/** `sendWork` answers with how many users got the message. */
export const sendWorkResultSchema = z.object({ sent: z.number().int() });
export type SendWorkResult = z.infer<typeof sendWorkResultSchema>;

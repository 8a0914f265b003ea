import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { userNameFields } from '../record-fields.ts';
import {
  NOTICE_CATEGORIES,
  NOTICE_OPEN_TYPES,
  NOTICE_PRIORITIES,
  NOTICE_SEND_STATUS,
  NOTICE_TARGETS,
} from './codes.ts';

/** A zod enum of a code map's keys (`{L: '一般', ...}` -> `'L' | ...`). */
const codeOf = <T extends Record<string, string>>(map: T) => z.enum(codeKeys(map));

const priority = codeOf(NOTICE_PRIORITIES);
const category = codeOf(NOTICE_CATEGORIES);
/** Times are `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai) or null. */
const time = z.string().nullable();

/** The full announcement, as admins and the detail modal see it (`queryById`). */
export const announcementSchema = z.object({
  id: z.string(),
  titile: z.string(),
  msgAbstract: z.string().nullable(),
  /** HTML, sanitised on save. */
  msgContent: z.string().nullable(),
  startTime: time,
  endTime: time,
  sender: z.string().nullable(),
  priority,
  priority_dictText: z.string(),
  msgCategory: category,
  msgCategory_dictText: z.string(),
  msgType: codeOf(NOTICE_TARGETS),
  msgType_dictText: z.string(),
  sendStatus: codeOf(NOTICE_SEND_STATUS),
  sendStatus_dictText: z.string(),
  sendTime: time,
  cancelTime: time,
  /** Comma-separated ids of the named recipients; empty for ALL. */
  userIds: z.string(),
  busType: z.string().nullable(),
  busId: z.string().nullable(),
  openType: codeOf(NOTICE_OPEN_TYPES).nullable(),
  openPage: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: time,
  updateBy: z.string().nullable(),
  updateTime: time,
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A row of the admin's list: the announcement and how many of its recipients have read it. */
export const announcementListItemSchema = announcementSchema.extend({
  readCount: z.number().int(),
  receiverCount: z.number().int(),
});
export type AnnouncementListItem = z.infer<typeof announcementListItemSchema>;

/** An announcement as a user sees it in the bell and in "my announcements" (no content). */
export const userNoticeSchema = z.object({
  id: z.string(),
  /** The same id, under the name JeecgBoot clients read. */
  anntId: z.string(),
  titile: z.string(),
  msgAbstract: z.string().nullable(),
  sender: z.string().nullable(),
  priority,
  priority_dictText: z.string(),
  msgCategory: category,
  sendTime: time,
  createTime: time,
  readFlag: z.enum(['0', '1']),
  openType: codeOf(NOTICE_OPEN_TYPES).nullable(),
  openPage: z.string().nullable(),
  busType: z.string().nullable(),
  busId: z.string().nullable(),
});
export type UserNotice = z.infer<typeof userNoticeSchema>;

/** The bell (`listByUser`): the five newest unread of each category and the unread totals. */
export const noticeFeedSchema = z.object({
  anntMsgList: z.array(userNoticeSchema),
  anntMsgTotal: z.number().int(),
  sysMsgList: z.array(userNoticeSchema),
  sysMsgTotal: z.number().int(),
});
export type NoticeFeed = z.infer<typeof noticeFeedSchema>;

/** Recipients, readers and non-readers of one announcement (`readStats`). */
export const noticeReadStatsSchema = z.object({
  receiverCount: z.number().int(),
  readCount: z.number().int(),
  unreadCount: z.number().int(),
});
export type NoticeReadStats = z.infer<typeof noticeReadStatsSchema>;

/** A recipient who has not read an announcement (`unreadUsers`). */
export const unreadUserSchema = z.object({
  id: z.string(),
  ...userNameFields,
});
export type UnreadUser = z.infer<typeof unreadUserSchema>;

/** A realtime frame pushed to browsers: `topic` for everybody, `user` for named users, `heartcheck`. */
export const noticeFrameSchema = z.object({
  cmd: z.enum(['topic', 'user', 'heartcheck']),
  msgId: z.string().optional(),
  msgTxt: z.string(),
});
export type NoticeFrame = z.infer<typeof noticeFrameSchema>;

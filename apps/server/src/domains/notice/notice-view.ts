import {
  type Announcement,
  NOTICE_CATEGORIES,
  NOTICE_PRIORITIES,
  NOTICE_SEND_STATUS,
  NOTICE_TARGETS,
  type NoticeCategory,
  type NoticeOpenType,
  type NoticePriority,
  type NoticeSendStatus,
  type NoticeTarget,
  type UserNotice,
} from '@ck/shared';
import { formatDateTime } from '../../platform/http/dates.ts';
import { sysAnnouncement } from './tables.ts';

export type AnnouncementRow = typeof sysAnnouncement.$inferSelect;

const label = (map: Record<string, string>, key: string | null) => (key ? (map[key] ?? key) : '');

// The code columns only ever hold values the request schemas accepted.

/** The full announcement, as admins and the detail modal see it. */
export function announcementJson(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    titile: row.titile,
    msgAbstract: row.msgAbstract,
    msgContent: row.msgContent,
    startTime: formatDateTime(row.startTime),
    endTime: formatDateTime(row.endTime),
    sender: row.sender,
    priority: row.priority as NoticePriority,
    priority_dictText: label(NOTICE_PRIORITIES, row.priority),
    msgCategory: row.msgCategory as NoticeCategory,
    msgCategory_dictText: label(NOTICE_CATEGORIES, row.msgCategory),
    msgType: row.msgType as NoticeTarget,
    msgType_dictText: label(NOTICE_TARGETS, row.msgType),
    sendStatus: row.sendStatus as NoticeSendStatus,
    sendStatus_dictText: label(NOTICE_SEND_STATUS, row.sendStatus),
    sendTime: formatDateTime(row.sendTime),
    cancelTime: formatDateTime(row.cancelTime),
    userIds: row.userIds ?? '',
    busType: row.busType,
    busId: row.busId,
    openType: (row.openType as NoticeOpenType | null) ?? null,
    openPage: row.openPage,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

/** Columns a user's list needs (no content: the detail is fetched on open). */
export const userNoticeColumns = {
  id: sysAnnouncement.id,
  titile: sysAnnouncement.titile,
  msgAbstract: sysAnnouncement.msgAbstract,
  sender: sysAnnouncement.sender,
  priority: sysAnnouncement.priority,
  msgCategory: sysAnnouncement.msgCategory,
  sendTime: sysAnnouncement.sendTime,
  createTime: sysAnnouncement.createTime,
  openType: sysAnnouncement.openType,
  openPage: sysAnnouncement.openPage,
  busType: sysAnnouncement.busType,
  busId: sysAnnouncement.busId,
};

type UserNoticeRow = {
  [K in keyof typeof userNoticeColumns]: (typeof userNoticeColumns)[K]['_']['data'] | null;
} & { readFlag: string | null };

export function userNoticeJson(row: UserNoticeRow): UserNotice {
  return {
    id: row.id as string,
    anntId: row.id as string,
    titile: row.titile ?? '',
    msgAbstract: row.msgAbstract,
    sender: row.sender,
    priority: (row.priority ?? 'L') as NoticePriority,
    priority_dictText: label(NOTICE_PRIORITIES, row.priority),
    msgCategory: (row.msgCategory ?? '1') as NoticeCategory,
    sendTime: formatDateTime(row.sendTime),
    createTime: formatDateTime(row.createTime),
    readFlag: row.readFlag === '1' ? '1' : '0',
    openType: (row.openType as NoticeOpenType | null) ?? null,
    openPage: row.openPage,
    busType: row.busType,
    busId: row.busId,
  };
}

import type { NoticeFeed, PageResult, UserNotice } from '@ck/shared';
import { getAction, putAction, unwrap } from '../../api/client.ts';

/** An announcement with its content, as `queryById` answers. */
export interface NoticeDetail {
  id: string;
  titile: string;
  msgAbstract: string | null;
  msgContent: string | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  sendTime: string | null;
  openType: 'url' | 'component' | null;
  openPage: string | null;
}

export type MyNotice = UserNotice & { priority_dictText?: string };

export interface MyNoticeQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  readFlag?: '0' | '1';
}

// Background polls stay quiet: a failed poll stops polling without a toast (SPEC §8).
export const fetchNoticeFeed = async () =>
  unwrap(await getAction<NoticeFeed>('/sys/annountCement/listByUser', undefined, { quiet: true }));

export const fetchNoticeDetail = async (id: string) =>
  unwrap(await getAction<NoticeDetail>('/sys/annountCement/queryById', { id }));

export const markNoticeRead = async (anntId: string) =>
  unwrap(
    await putAction<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, { quiet: true }),
  );

export const markAllNoticesRead = async () =>
  unwrap(await putAction<{ count: number }>('/sys/sysAnnouncementSend/readAll'));

export const fetchMyNotices = async (query: MyNoticeQuery) =>
  unwrap(
    await getAction<PageResult<MyNotice>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { ...query }),
  );

export const NOTICE_FEED_KEY = ['notice-feed'] as const;
export const MY_NOTICES_KEY = ['my-notices'] as const;

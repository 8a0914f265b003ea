import type { NoticeFeed, PageResult, UserNotice } from '@ck/shared';
import { getAction, type Params, unwrap } from '../../api/client.ts';
import { deleteResult, getResult, postResult, putResult } from '../../api/result-calls.ts';

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

// Background polls stay quiet: a failed poll stops polling without a toast (SPEC §8).
export const fetchNoticeFeed = () => getResult<NoticeFeed>('/sys/annountCement/listByUser', undefined, true);

export const fetchNoticeDetail = (id: string) =>
  getResult<NoticeDetail>('/sys/annountCement/queryById', { id });

export const markNoticeRead = (anntId: string) =>
  putResult<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, true);

export const markAllNoticesRead = () =>
  putResult<{ count: number }>('/sys/sysAnnouncementSend/readAll', undefined);

export const fetchMyNotices = (query: Params) =>
  getResult<PageResult<MyNotice>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { ...query });

export const NOTICE_FEED_KEY = ['notice-feed'] as const;
export const MY_NOTICES_KEY = ['my-notices'] as const;

// Announcements as the back office composes and publishes them.
const BASE = '/sys/annountCement';

export interface Announcement {
  id: string;
  titile: string;
  msgAbstract: string | null;
  msgContent: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  msgType: 'ALL' | 'USER';
  sendStatus: '0' | '1' | '2';
  sendTime: string | null;
  cancelTime: string | null;
  userIds: string;
  busType: string | null;
  busId: string | null;
  openType: 'url' | 'component' | null;
  openPage: string | null;
  createTime: string | null;
  readCount: number;
  receiverCount: number;
}

export type AnnouncementForm = Omit<
  Announcement,
  'id' | 'sendStatus' | 'sendTime' | 'cancelTime' | 'createTime' | 'readCount' | 'receiverCount' | 'userIds'
> & { userIds: string[] };

export interface ReadStats {
  receiverCount: number;
  readCount: number;
  unreadCount: number;
}

export interface PickedUser {
  id: string;
  username: string;
  realname: string | null;
}

export const ANNOUNCEMENTS_KEY = ['announcements'] as const;

export const listAnnouncements = (q: Params) => getResult<PageResult<Announcement>>(`${BASE}/list`, { ...q });
export const addAnnouncement = (body: AnnouncementForm) => postResult<{ id: string }>(`${BASE}/add`, body);
export const editAnnouncement = (id: string, body: AnnouncementForm) =>
  putResult<null>(`${BASE}/edit`, { ...body, id });
export const deleteAnnouncement = (id: string) => deleteResult<null>(`${BASE}/delete`, { id });
export const releaseAnnouncement = (id: string) => getResult<null>(`${BASE}/doReleaseData`, { id });
export const revokeAnnouncement = (id: string) => getResult<null>(`${BASE}/doReovkeData`, { id });
export const fetchReadStats = (id: string) => getResult<ReadStats>(`${BASE}/readStats`, { id });
/** Params: the announcement's `id`, `pageNo` and `pageSize`. */
export const fetchUnreadUsers = (params: Params) =>
  getResult<PageResult<PickedUser>>(`${BASE}/unreadUsers`, params);

/** Users of the back office's user list, searched by account and by name. */
export async function searchUsers(keyword: string): Promise<PickedUser[]> {
  const search = (field: 'username' | 'realname') =>
    getAction<PageResult<PickedUser>>(
      '/sys/user/list',
      { [field]: keyword, pageSize: 20 },
      { quiet: true },
    ).then((res) => unwrap(res).records);
  const [byName, byAccount] = await Promise.all([search('realname'), search('username')]);
  const seen = new Map<string, PickedUser>();
  for (const u of [...byName, ...byAccount])
    seen.set(u.id, { id: u.id, username: u.username, realname: u.realname });
  return [...seen.values()];
}

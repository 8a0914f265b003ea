import type { NoticeFeed, PageResult, UserNotice } from '@ck/shared';
import { deleteAction, getAction, type Params, postAction, putAction, unwrap } from '../../api/client.ts';

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

export const fetchMyNotices = async (query: Params) =>
  unwrap(
    await getAction<PageResult<MyNotice>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', { ...query }),
  );

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

export const listAnnouncements = async (q: Params) =>
  unwrap(await getAction<PageResult<Announcement>>(`${BASE}/list`, { ...q }));
export const addAnnouncement = async (body: AnnouncementForm) =>
  unwrap(await postAction<{ id: string }>(`${BASE}/add`, body));
export const editAnnouncement = async (id: string, body: AnnouncementForm) =>
  unwrap(await putAction<null>(`${BASE}/edit`, { ...body, id }));
export const deleteAnnouncement = async (id: string) =>
  unwrap(await deleteAction<null>(`${BASE}/delete`, { id }));
export const releaseAnnouncement = async (id: string) =>
  unwrap(await getAction<null>(`${BASE}/doReleaseData`, { id }));
export const revokeAnnouncement = async (id: string) =>
  unwrap(await getAction<null>(`${BASE}/doReovkeData`, { id }));
export const fetchReadStats = async (id: string) =>
  unwrap(await getAction<ReadStats>(`${BASE}/readStats`, { id }));
/** Params: the announcement's `id`, `pageNo` and `pageSize`. */
export const fetchUnreadUsers = async (params: Params) =>
  unwrap(await getAction<PageResult<PickedUser>>(`${BASE}/unreadUsers`, params));

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

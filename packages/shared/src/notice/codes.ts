/** Announcement codes and their Chinese labels (REFERENCE.md §4, SPEC.md §9). */
export const NOTICE_PRIORITIES = { L: '一般', M: '重要', H: '紧急' } as const;
export const NOTICE_CATEGORIES = { '1': '通知公告', '2': '系统消息' } as const;
export const NOTICE_TARGETS = { ALL: '全体用户', USER: '指定用户' } as const;
export const NOTICE_SEND_STATUS = { '0': '未发布', '1': '已发布', '2': '已撤销' } as const;
export const NOTICE_OPEN_TYPES = { url: '链接', component: '页面组件' } as const;

export type NoticePriority = keyof typeof NOTICE_PRIORITIES;
export type NoticeCategory = keyof typeof NOTICE_CATEGORIES;
export type NoticeTarget = keyof typeof NOTICE_TARGETS;
export type NoticeSendStatus = keyof typeof NOTICE_SEND_STATUS;
export type NoticeOpenType = keyof typeof NOTICE_OPEN_TYPES;

/** A realtime frame pushed to browsers: `topic` for everybody, `user` for named users, `heartcheck`. */
export interface NoticeFrame {
  cmd: 'topic' | 'user' | 'heartcheck';
  msgId?: string;
  msgTxt: string;
}

/** Client heartbeat texts the server answers with `{cmd: 'heartcheck'}`. */
export const HEARTBEAT_TEXTS = ['HeartBeat', 'ping', 'heartcheck'] as const;

/** An announcement as a user sees it in the bell and in "my announcements". */
export interface UserNotice {
  id: string;
  anntId: string;
  titile: string;
  msgAbstract: string | null;
  sender: string | null;
  priority: NoticePriority;
  msgCategory: NoticeCategory;
  sendTime: string | null;
  readFlag: '0' | '1';
  openType: NoticeOpenType | null;
  openPage: string | null;
  busType: string | null;
  busId: string | null;
}

export interface NoticeFeed {
  anntMsgList: UserNotice[];
  anntMsgTotal: number;
  sysMsgList: UserNotice[];
  sysMsgTotal: number;
}

/** Links an announcement may open: http(s) URLs or same-site paths, never `javascript:` and friends. */
export function isSafeNoticeUrl(value: string): boolean {
  const v = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(v)) return true;
  return v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') && !/\s/.test(v);
}

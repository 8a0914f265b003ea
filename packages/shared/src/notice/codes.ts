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

/** Client heartbeat texts the server answers with `{cmd: 'heartcheck'}`. */
export const HEARTBEAT_TEXTS = ['HeartBeat', 'ping', 'heartcheck'] as const;

/** Links an announcement may open: http(s) URLs or same-site paths, never `javascript:` and friends. */
export function isSafeNoticeUrl(value: string): boolean {
  const v = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(v)) return true;
  return v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') && !/\s/.test(v);
}

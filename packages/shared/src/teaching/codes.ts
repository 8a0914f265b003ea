/** Teaching codes and their Chinese labels (REFERENCE.md §5); the dictionaries of the same names hold them too. */
export const COURSE_TYPES = { 1: '体验课', 2: '正式课' } as const;
export const COURSE_CATEGORIES = { 1: 'Scratch', 2: 'Python', 3: 'C++' } as const;
export const COURSE_SHOW_TYPES = { 1: '地图', 2: '卡片' } as const;
export const COURSE_WORK_TYPES = { 0: '文件', 2: 'Scratch', 4: 'Python', 5: 'C++' } as const;
export const VIDEO_SOURCES = { 1: '上传', 2: '链接', 3: '嵌入' } as const;
/** A learner's state in a unit, as maps, cards and the progress board show it. */
export const UNIT_STATES = {
  locked: '未开放',
  open: '未学习',
  viewed: '已学习',
  submitted: '已交作业',
  graded: '已批改',
} as const;

export type CourseType = keyof typeof COURSE_TYPES;
export type CourseCategory = keyof typeof COURSE_CATEGORIES;
export type UnitState = keyof typeof UNIT_STATES;

/**
 * Hosts whose players may be embedded as a unit video (courseVideoSource 3). Only the URL of the
 * player is stored; the page builds the iframe itself, never from stored HTML.
 */
export const VIDEO_EMBED_HOSTS = [
  'player.bilibili.com',
  'v.qq.com',
  'player.youku.com',
  'www.ixigua.com',
  'open.iqiyi.com',
] as const;

/** True for an https URL of an allow-listed embed host. */
export function isAllowedEmbedUrl(value: string): boolean {
  const m = /^https:\/\/([a-z0-9.-]+)(?::\d+)?(?:[/?#][^\s"'<>]*)?$/i.exec(value.trim());
  return !!m && (VIDEO_EMBED_HOSTS as readonly string[]).includes(m[1].toLowerCase());
}

/** True for an http(s) URL without spaces, quotes or angle brackets. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#][^\s"'<>]*)?$/i.test(value.trim());
}

/**
 * True for a path of a file in our storage (`unit/20261122/ab12_case.sb3`): relative, no `..`, no
 * scheme, no empty segment; the characters storage keys are made of.
 */
export function isStoragePath(value: string): boolean {
  const v = value.trim();
  if (!v || v.length > 500 || v.includes('..') || v.startsWith('/')) return false;
  return /^[\p{L}\p{N}_.-]+(?:\/[\p{L}\p{N}_.-]+)*$/u.test(v);
}

/** A file field (cover, case project, materials ...): a storage path or an http(s) URL. */
export const isFileRef = (value: string) => isStoragePath(value) || isHttpUrl(value);

import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Served inline: raster images only. Everything else is a download. */
const INLINE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
};

/** Types a browser could run as a page or script: always an attachment, never their real type. */
const ACTIVE = new Set(['html', 'htm', 'xhtml', 'js', 'mjs', 'xml', 'svg', 'xsl', 'shtml']);

const DOWNLOAD_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

export interface Delivery {
  contentType: string;
  inline: boolean;
}

/** How a stored file is sent: content type and disposition, by extension. */
export function deliveryOf(ext: string): Delivery {
  if (INLINE_TYPES[ext]) return { contentType: INLINE_TYPES[ext], inline: true };
  // SVG keeps its type so an <img> still shows it; as an attachment it never runs in the site's origin.
  if (ext === 'svg') return { contentType: 'image/svg+xml', inline: false };
  if (ACTIVE.has(ext)) return { contentType: 'application/octet-stream', inline: false };
  return { contentType: DOWNLOAD_TYPES[ext] ?? 'application/octet-stream', inline: false };
}

export const isImage = (ext: string) => !!INLINE_TYPES[ext] || ext === 'svg';

const BIZ_RE = /^[A-Za-z0-9_-]{1,40}(\/[A-Za-z0-9_-]{1,40}){0,3}$/;

/** Why a client file name is refused, or null. Names never choose where a file lands, but `../` is a probe. */
export function nameProblem(name: string): string | null {
  if (!name || name.length > 200) return '文件名不能为空且不能超过 200 个字符';
  // Control characters (NUL included) are checked by code point: a regex with them trips the linter.
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20);
  if (/[/\\]/.test(name) || name.includes('..') || control) return '文件名不合法：不能包含路径分隔符或 ..';
  return null;
}

/**
 * Top folders of files shown to other users and visitors (avatars, covers, course, paper and shop assets,
 * site images; `temp` and `jeditor` are where JeecgBoot clients put their images): public unless the
 * upload says otherwise. Any other upload is private unless it asks to be public.
 */
const PUBLIC_FOLDERS = new Set([
  'avatar',
  'banner',
  'config',
  'course',
  'exam',
  'jeditor',
  'resource',
  'shop',
  'site',
  'sys',
  'teaching',
  'temp',
  'tenant',
]);

/**
 * Top folders a student's upload may be public in: only the avatar, which rankings, comments and the
 * works gallery show to others. Works and covers go through the works domain and are private anyway.
 */
const STUDENT_PUBLIC_FOLDERS = new Set(['avatar']);

/** Who uploads: a student (below the teacher level) or staff. */
export interface Uploader {
  student: boolean;
}

/**
 * Whether an upload is public: as its `isPublic` field says (`0`, `false`, `private`: no), else by folder.
 * A student's upload is public only in a student folder (avatar): anywhere else `isPublic=1` and the
 * JeecgBoot public folders (`temp`, `jeditor`, ...) store it privately, so a student cannot publish
 * arbitrary files under the site's name; the upload itself still succeeds for old clients.
 */
export function uploadIsPublic(biz: string, flag: string | undefined, uploader: Uploader): boolean {
  const folder = biz.split('/')[0] ?? '';
  if (uploader.student && !STUDENT_PUBLIC_FOLDERS.has(folder)) return false;
  const given = (flag ?? '').trim();
  if (given) return !['0', 'false', 'private'].includes(given);
  return PUBLIC_FOLDERS.has(folder);
}

export function bizProblem(biz: string): string | null {
  return BIZ_RE.test(biz) ? null : '业务目录不合法：只能包含字母、数字、下划线、短横线和 /，且不能包含 ..';
}

/** A storage key that never depends on the client beyond a sanitised stem: `<biz>/<yyyymmdd>/<random>_<stem>.<ext>`. */
export function storageKey(biz: string, name: string, ext: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const stem =
    path
      .basename(name, path.extname(name))
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .slice(0, 60) || 'file';
  return `${biz}/${day}/${randomBytes(8).toString('hex')}_${stem}.${ext}`;
}

/** A static route path is a storage key: same characters, no `..`, no empty segments. */
export function validKey(key: string): boolean {
  if (!key || key.length > 500 || key.includes('..') || key.includes('\\') || key.includes('\0'))
    return false;
  return key.split('/').every((seg) => seg.length > 0 && seg !== '.');
}

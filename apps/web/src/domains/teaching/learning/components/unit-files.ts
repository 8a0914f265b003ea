import type { SysConfig } from '../../../../api/types.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { safeLink } from '../../../../components/safe-url.ts';

/** A stored file reference as a URL the page may use: stored paths, same-site paths or http(s) only. */
export function unitFileUrl(path: string | null | undefined, config?: SysConfig): string | undefined {
  const value = path?.trim();
  if (!value) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/')) return safeLink(value);
  return fileUrl(value, config);
}

/** Lower-case extension of a path or URL, without query or hash. */
export function extensionOf(path: string): string {
  const clean = path.split(/[?#]/)[0];
  const dot = clean.lastIndexOf('.');
  return dot < 0 ? '' : clean.slice(dot + 1).toLowerCase();
}

/** The last segment of a path, without the storage key's random prefix. */
export function displayName(path: string): string {
  const last = decodeURIComponent(path.split(/[?#]/)[0].split('/').pop() ?? path);
  return last.replace(/^[0-9a-f]{16}_/, '');
}

/** The comma-separated file list of the materials field. */
export const splitFiles = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The same URL as a download (the file route sends an attachment). */
export function downloadUrl(url: string): string {
  if (!url.startsWith('/api/sys/common/static/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}

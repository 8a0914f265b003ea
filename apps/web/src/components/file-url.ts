import type { SysConfig } from '../api/types.ts';

/**
 * Stored file references are either absolute URLs or paths relative to the file host
 * (`staticDomain`, else the server's static file route).
 */
export function fileUrl(path: string | undefined, config?: SysConfig): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  const host = (config?.staticDomain || '/api/sys/common/static').replace(/\/+$/, '');
  return `${host}/${path.replace(/^\/+/, '')}`;
}

import type { AppContext } from '../../../context.ts';

const HOUR_MS = 3_600_000;

/**
 * A URL the caller may put in an `<img>` or fetch for a stored work file or cover (private files):
 * a signed link. Its expiry is counted from the start of the hour, so lists asked for again within the
 * hour give the same URLs and the browser's cache keeps working. http(s) URLs pass through.
 */
export function workFileUrl(
  ctx: AppContext,
  key: string | null | undefined,
  now = Date.now(),
): string | null {
  if (!key) return null;
  if (/^https?:\/\//i.test(key)) return key;
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  return ctx.fileLinks.signedUrl(key, 2 * 3600, hourStart);
}

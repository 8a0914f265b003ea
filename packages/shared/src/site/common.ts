import { z } from 'zod';

/** Web addresses or same-site paths only: a stored `javascript:` link must never reach a browser. */
export function safeMenuUrl(url: string): boolean {
  const u = url.trim();
  return /^https?:\/\/[^\s"'<>]+$/i.test(u) || /^\/(?!\/)[^\s"'<>]*$/.test(u);
}

/** `?id=` of one menu item or article. */
export const siteIdQuery = z.object({
  id: z.string({ error: '缺少参数 id' }).min(1, '缺少参数 id').max(36),
});
export type SiteIdQuery = z.infer<typeof siteIdQuery>;

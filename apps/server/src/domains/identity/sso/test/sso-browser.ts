import { and, eq, like } from 'drizzle-orm';
import type { TestApp } from '../../../../../test/helpers/test-app.ts';
import { sysLog } from '../../../../platform/audit/tables.ts';

/** The site address the tests configure (`SSO_PUBLIC_URL`): our own URLs start with it. */
export const SITE = 'http://school.test';

/**
 * Follows redirects the way a browser would, from `start` (a path of our API or a full URL): our API
 * through `app.inject`, the fake providers over HTTP. Stops at the first page that is not a redirect
 * and answers its URL (a web page of ours, usually).
 */
export async function browse(t: TestApp, start: string, jar: CookieJar = new Map()): Promise<URL> {
  let url = start.startsWith('/') ? `${SITE}${start}` : start;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(SITE)) {
      const path = url.slice(SITE.length);
      if (!path.startsWith('/api/')) return new URL(url);
      const res = await t.app.inject({ method: 'GET', url: path, headers: { cookie: cookieText(jar) } });
      keepCookies(jar, res.headers['set-cookie']);
      if (res.statusCode !== 302) throw new Error(`${path} 应当跳转，却回答 ${res.statusCode} ${res.body}`);
      url = String(res.headers.location);
    } else {
      const res = await fetch(url, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (!location) throw new Error(`${url} 没有跳转：${res.status} ${await res.text()}`);
      url = location;
    }
  }
  throw new Error('跳转次数过多');
}

/** Our site's cookies as a browser keeps them (path is ignored: only the callback reads them). */
export type CookieJar = Map<string, string>;

const cookieText = (jar: CookieJar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export function keepCookies(jar: CookieJar, header: string | string[] | number | undefined) {
  for (const line of [header ?? []].flat()) {
    const [pair] = String(line).split(';');
    const [name, ...value] = pair.split('=');
    if (value.join('=')) jar.set(name, value.join('='));
    else jar.delete(name);
  }
}

/** Login log lines containing `text`. */
export async function loginLogs(t: TestApp, text: string) {
  return t.db
    .select()
    .from(sysLog)
    .where(and(eq(sysLog.logType, 1), like(sysLog.content, `%${text}%`)));
}

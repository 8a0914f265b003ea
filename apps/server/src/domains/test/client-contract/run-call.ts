import type { GuardedRoute } from '../../../platform/auth/auth-context.ts';
import type { ClientCall } from './client-call.ts';

/** A call's name in failure messages: method, path and role. */
export const callName = (c: ClientCall) => `${c.method} ${c.path} (${c.as ?? 'admin'})`;

/** The concrete URL of a call: `/api` + path with its `{name}` segments filled, and its query. */
export function callUrl(c: ClientCall): string {
  const path = c.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.params?.[name];
    if (value === undefined) throw new Error(`${callName(c)}：缺少路径参数 ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(c.query ?? {}).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split('/')
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * Whether the server declares a route for the call's method and path: a missing route must fail as
 * such, not pass as a domain's own 404 ("record not found").
 */
export function routeMatcher(routes: readonly GuardedRoute[]) {
  // Only API routes: the web app's catch-all (`/*`) answers every other path.
  const table = routes
    .filter((r) => r.url.startsWith('/api/'))
    .map((r) => ({ method: r.method, pattern: patternOf(r.url) }));
  return (c: ClientCall) => {
    const path = callUrl(c).split('?')[0];
    return table.some((r) => r.method === c.method && r.pattern.test(path));
  };
}

/** The value at a dotted read path (`result.records.0.realname`); `undefined` when any step is absent. */
export function valueAt(body: unknown, path: string): unknown {
  let value: unknown = body;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

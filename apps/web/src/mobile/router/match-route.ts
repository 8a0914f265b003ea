/** The companion's pages, matched against the path below `/m`. */
export type MobileRoute =
  | { name: 'home' }
  | { name: 'articles' }
  | { name: 'article'; id: string }
  | { name: 'assessments' }
  | { name: 'assessment'; id: string }
  | { name: 'report'; token: string }
  | { name: 'not-found' };

export const MOBILE_BASE = '/m';

const PATTERNS: { pattern: RegExp; build: (m: RegExpExecArray) => MobileRoute }[] = [
  { pattern: /^\/?$/, build: () => ({ name: 'home' }) },
  { pattern: /^\/articles\/?$/, build: () => ({ name: 'articles' }) },
  { pattern: /^\/article\/([^/]+)\/?$/, build: (m) => ({ name: 'article', id: m[1] }) },
  { pattern: /^\/assessments\/?$/, build: () => ({ name: 'assessments' }) },
  { pattern: /^\/assessment\/([^/]+)\/?$/, build: (m) => ({ name: 'assessment', id: m[1] }) },
  { pattern: /^\/report\/([^/]+)\/?$/, build: (m) => ({ name: 'report', token: m[1] }) },
];

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The route of a full pathname (`/m/article/12`); anything outside `/m` or unknown is not found. */
export function matchRoute(pathname: string): MobileRoute {
  if (pathname !== MOBILE_BASE && !pathname.startsWith(`${MOBILE_BASE}/`)) return { name: 'not-found' };
  const rest = pathname.slice(MOBILE_BASE.length);
  for (const { pattern, build } of PATTERNS) {
    const m = pattern.exec(rest);
    if (m) {
      const route = build(m);
      if ('id' in route) return { ...route, id: decode(route.id) };
      if ('token' in route) return { ...route, token: decode(route.token) };
      return route;
    }
  }
  return { name: 'not-found' };
}

/** True for a link the companion opens itself (a path under `/m/`), not the main site or the web. */
export function isInAppPath(href: string): boolean {
  return href === MOBILE_BASE || href.startsWith(`${MOBILE_BASE}/`) || href.startsWith(`${MOBILE_BASE}?`);
}

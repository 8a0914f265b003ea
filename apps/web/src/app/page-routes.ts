import { matchPath } from 'react-router';
import type { MenuMeta, MenuNode } from '../api/types.ts';
import type { LazyPage } from './lazy-page.ts';
import { pageRegistry, staticPageRoutes } from './page-registry.ts';
import { normalizePath } from './public-paths.ts';
import { resourcePageOf } from './resource-pages.ts';

/** A page inside the main layout: static, or built from one server menu node. */
export interface PageRoute {
  path: string;
  title: string;
  keepAlive: boolean;
  /** Lazily loaded page; undefined for redirects and unknown components. */
  page?: LazyPage;
  /** Set on parent nodes: where visiting the parent path leads. */
  redirect?: string;
  /** The menu's component string when no page is registered for it. */
  unknownComponent?: string;
  meta?: MenuMeta;
}

function firstRoutablePath(node: MenuNode): string | undefined {
  for (const child of node.children ?? []) {
    if (child.hidden || child.meta?.internalOrExternal) continue;
    if (child.children?.length) {
      const inner = firstRoutablePath(child);
      if (inner) return inner;
    } else return child.path;
  }
  return undefined;
}

function collect(nodes: MenuNode[], into: Map<string, PageRoute>): void {
  for (const node of nodes) {
    if (!node.path || node.meta?.internalOrExternal) continue;
    const path = normalizePath(node.path);
    const title = node.meta?.title ?? node.name ?? path;
    if (node.children?.length) {
      const redirect = node.redirect || firstRoutablePath(node);
      if (redirect && normalizePath(redirect) !== path)
        into.set(path, { path, title, keepAlive: false, redirect });
      collect(node.children, into);
      continue;
    }
    // route '0' marks a menu entry without a route of its own.
    if (node.route === '0') continue;
    const page = node.component
      ? (pageRegistry[node.component] ?? resourcePageOf(node.component))
      : undefined;
    into.set(path, {
      path,
      title,
      keepAlive: !!node.meta?.keepAlive,
      page,
      unknownComponent: page ? undefined : node.component || '(未配置组件)',
      meta: node.meta,
    });
  }
}

const cache = new WeakMap<MenuNode[], PageRoute[]>();

/** Static pages plus one page per menu leaf; a menu node overrides a static page on the same path. */
export function buildPageRoutes(menu: MenuNode[]): PageRoute[] {
  const hit = cache.get(menu);
  if (hit) return hit;
  const byPath = new Map<string, PageRoute>(staticPageRoutes.map((r) => [r.path, r]));
  collect(menu, byPath);
  const routes = Array.from(byPath.values());
  cache.set(menu, routes);
  return routes;
}

export function matchPageRoute(routes: PageRoute[], pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return routes.find((r) => matchPath({ path: r.path, end: true }, path));
}

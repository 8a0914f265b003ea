import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuMeta } from '../api/types.ts';
import type { LazyPage, Preloadable } from './lazy-page.ts';

/** A page outside the main layout (public site, sign-in pages): lazily loaded, no props. */
export type LazyPublicPage = Preloadable<LazyExoticComponent<ComponentType>>;

/** A signed-in page of the main layout that exists whatever the server menu says. */
export interface StaticPageRoute {
  path: string;
  title: string;
  /** A component string that some fragment's `pages` serves. */
  component: string;
  keepAlive?: boolean;
  meta?: MenuMeta;
}

/** A child route of a public layout; the empty path is the layout's index page. */
export interface PublicPage {
  path: string;
  page: LazyPublicPage;
}

/** What one domain adds to the routes; each domain keeps its own in `domains/<domain>/routes.ts`. */
export interface RouteFragment {
  /** Menu `component` strings this domain serves, mapped to lazily loaded pages. */
  pages: Record<string, LazyPage>;
  staticRoutes?: StaticPageRoute[];
  /** Pages of the public site: children of `/home-page` in the new-home layout. */
  homePages?: PublicPage[];
  /** Pages of the sign-in layout: children of `/user` besides login. */
  userPages?: PublicPage[];
  /** Top-level pages in the new-home layout (`/work/home`, `/work-detail`); `path` is absolute. */
  sitePages?: PublicPage[];
  /** Full-screen top-level pages without a layout (the editors: `/scratch3`, `/python`). */
  barePages?: PublicPage[];
}

export interface WebDomain {
  name: string;
  routes: RouteFragment;
}

/** One registry from all fragments; two fragments claiming one component string is a programming error. */
export function mergePages(domains: readonly WebDomain[]): Record<string, LazyPage> {
  const registry: Record<string, LazyPage> = {};
  const owners = new Map<string, string>();
  for (const { name, routes } of domains) {
    for (const [component, page] of Object.entries(routes.pages)) {
      const owner = owners.get(component);
      if (owner) throw new Error(`页面组件 ${component} 同时由 ${owner} 和 ${name} 注册`);
      owners.set(component, name);
      registry[component] = page;
    }
  }
  return registry;
}

/** The static routes of all fragments with their pages; a route naming an unknown component throws. */
export function resolveStaticRoutes(domains: readonly WebDomain[], registry: Record<string, LazyPage>) {
  return domains.flatMap(({ name, routes }) =>
    (routes.staticRoutes ?? []).map(({ component, keepAlive = false, ...route }) => {
      const page = registry[component];
      if (!page) throw new Error(`${name} 的静态路由 ${route.path} 指向未注册的页面组件 ${component}`);
      return { ...route, keepAlive, page };
    }),
  );
}

/** The fragment of a domain made of sub-area fragments (their pages and routes side by side). */
export function joinFragments(parts: readonly RouteFragment[]): RouteFragment {
  return {
    pages: Object.assign({}, ...parts.map((p) => p.pages)),
    staticRoutes: parts.flatMap((p) => p.staticRoutes ?? []),
    homePages: parts.flatMap((p) => p.homePages ?? []),
    userPages: parts.flatMap((p) => p.userPages ?? []),
    sitePages: parts.flatMap((p) => p.sitePages ?? []),
    barePages: parts.flatMap((p) => p.barePages ?? []),
  };
}

import { matchPath } from 'react-router';
import type { MenuMeta, MenuNode } from '../api/types.ts';
import type { LazyPage } from './lazy-page.ts';
import { pageRegistry } from './page-registry.ts';
import { HOME_TAB_PATH, normalizePath } from './public-paths.ts';

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

/** Signed-in pages that exist whatever the menu says. */
const STATIC_ROUTES: PageRoute[] = [
  { path: HOME_TAB_PATH, title: '首页', keepAlive: true, page: pageRegistry['dashboard/Index'] },
  {
    path: '/account/center',
    title: '个人中心',
    keepAlive: false,
    page: pageRegistry['account/center/Index'],
  },
  {
    path: '/account/settings/base',
    title: '账户设置',
    keepAlive: false,
    page: pageRegistry['account/settings/Index'],
  },
  // The other settings tabs: security, custom, binding, notification, avatar.
  {
    path: '/account/settings/:tab',
    title: '账户设置',
    keepAlive: false,
    page: pageRegistry['account/settings/Index'],
  },
  // Sections of later capabilities: a designed "即将上线" page until their menus bring the real one.
  {
    path: '/teaching/mineCourse/cardList',
    title: '我的课程',
    keepAlive: false,
    page: pageRegistry['exception/ComingSoon'],
    meta: { title: '我的课程' },
  },
  {
    path: '/exam/userPaper',
    title: '我的考试',
    keepAlive: false,
    page: pageRegistry['exception/ComingSoon'],
    meta: { title: '我的考试' },
  },
  // The practice area of the judge (SPEC lists /oj among the welcome panel's links).
  { path: '/oj', title: '编程练习', keepAlive: false, page: pageRegistry['oj/ProblemList'] },
  { path: '/oj/problem/:id', title: '题目', keepAlive: false, page: pageRegistry['oj/Problem'] },
  { path: '/oj/submissions', title: '我的提交', keepAlive: false, page: pageRegistry['oj/Submissions'] },
  { path: '/oj/submission/:id', title: '提交详情', keepAlive: false, page: pageRegistry['oj/Submission'] },
  // Named isps-userAnnouncement: every signed-in user's announcements, whatever the menu holds.
  {
    path: '/isps/userAnnouncement',
    title: '我的消息',
    keepAlive: false,
    page: pageRegistry['isps/UserAnnouncement'],
  },
];

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
    const page = node.component ? pageRegistry[node.component] : undefined;
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
  const byPath = new Map<string, PageRoute>(STATIC_ROUTES.map((r) => [r.path, r]));
  collect(menu, byPath);
  const routes = Array.from(byPath.values());
  cache.set(menu, routes);
  return routes;
}

export function matchPageRoute(routes: PageRoute[], pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return routes.find((r) => matchPath({ path: r.path, end: true }, path));
}

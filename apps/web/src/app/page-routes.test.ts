import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/types.ts';
import { pageRegistry } from './page-registry.ts';
import { buildPageRoutes, matchPageRoute } from './page-routes.ts';

const meta = { keepAlive: false, internalOrExternal: false };
const menu: MenuNode[] = [
  {
    id: 'h',
    route: '1',
    path: '/dashboard/index',
    name: 'dashboard-index',
    component: 'dashboard/Index',
    meta: { ...meta, title: '首页' },
  },
  {
    id: 's',
    route: '1',
    path: '/isystem',
    name: 'isystem',
    component: 'layouts/RouteView',
    redirect: '/isystem/dict',
    meta: { ...meta, title: '系统管理' },
    children: [
      {
        id: 'd',
        route: '1',
        path: '/isystem/dict',
        name: 'isystem-dict',
        component: 'system/DictList',
        meta: { ...meta, title: '数据字典', keepAlive: true },
      },
      {
        id: 'x',
        route: '1',
        path: '/isystem/later',
        name: 'isystem-later',
        component: 'system/NotYetBuilt',
        meta: { ...meta, title: '以后' },
      },
      {
        id: 'e',
        route: '1',
        path: 'https://example.com',
        name: 'https:--example.com',
        component: null,
        meta: { ...meta, title: '外链', internalOrExternal: true, url: 'https://example.com' },
      },
    ],
  },
];

describe('buildPageRoutes', () => {
  const routes = buildPageRoutes(menu);

  it('maps component strings through the registry', () => {
    const dict = matchPageRoute(routes, '/isystem/dict/');
    expect(dict?.page).toBe(pageRegistry['system/DictList']);
    expect(dict?.keepAlive).toBe(true);
    expect(dict?.title).toBe('数据字典');
  });

  it('turns a folder into a redirect', () => {
    expect(matchPageRoute(routes, '/isystem')?.redirect).toBe('/isystem/dict');
  });

  it('keeps unknown components as a designed not-found page', () => {
    const later = matchPageRoute(routes, '/isystem/later');
    expect(later?.page).toBeUndefined();
    expect(later?.unknownComponent).toBe('system/NotYetBuilt');
  });

  it('builds no route for external links and keeps the static pages', () => {
    expect(routes.some((r) => r.path.startsWith('https'))).toBe(false);
    expect(matchPageRoute(routes, '/account/center')?.title).toBe('个人中心');
    expect(matchPageRoute(buildPageRoutes([]), '/dashboard/index')?.title).toBe('首页');
  });

  it('answers nothing for unknown paths', () => {
    expect(matchPageRoute(routes, '/nowhere')).toBeUndefined();
  });
});

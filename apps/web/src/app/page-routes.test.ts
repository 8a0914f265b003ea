import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../api/types.ts';
import { pageRegistry } from './page-registry.ts';
import { buildPageRoutes, matchPageRoute } from './page-routes.ts';

const menu: MenuNode[] = [
  { id: 'h', path: '/dashboard/index', component: 'dashboard/Index', meta: { title: '首页' } },
  {
    id: 's',
    path: '/isystem',
    component: 'layouts/RouteView',
    redirect: '/isystem/dict',
    meta: { title: '系统管理' },
    children: [
      {
        id: 'd',
        path: '/isystem/dict',
        component: 'system/DictList',
        meta: { title: '数据字典', keepAlive: true },
      },
      { id: 'x', path: '/isystem/later', component: 'system/NotYetBuilt', meta: { title: '以后' } },
      { id: 'e', path: 'https://example.com', meta: { title: '外链', internalOrExternal: true } },
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

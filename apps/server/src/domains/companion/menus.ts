import type { MenuFragment } from '../../db/seed/menu-types.ts';

/**
 * 小程序管理: the companion's content (the declared resources' pages, their menus come with the
 * resources), assessments and their reports. SPEC.md §2 opens the same pages under `/home-page/<page>`.
 */
export const companionMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-companion',
      name: '小程序管理',
      url: '/companion',
      component: 'layouts/RouteView',
      icon: 'MobileOutlined',
      redirect: '/companion/ArticleList',
      sortNo: 33,
      roles: ['admin'],
    },
  },
];

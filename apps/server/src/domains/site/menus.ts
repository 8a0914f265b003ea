import type { MenuFragment } from '../../db/seed/menu-types.ts';

/**
 * The back-office menus and buttons of this domain, seeded on start; admins edit them afterwards.
 * Back-office pages live under /portal so they open in the back-office layout; SPEC §2's
 * /home-page/menu and /home-page/indexConfig are the same pages in the public-site layout.
 */
export const siteMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-portal',
      name: '官网管理',
      url: '/portal',
      component: 'layouts/RouteView',
      icon: 'GlobalOutlined',
      redirect: '/portal/news',
      sortNo: 80,
      roles: ['admin'],
      children: [
        {
          id: 'menu-portal-menu',
          name: '前台菜单',
          url: '/portal/menu',
          component: 'home-page/Menu',
          icon: 'BarsOutlined',
          sortNo: 20,
          roles: ['admin'],
          buttons: { group: 'frontMenu' },
        },
        {
          id: 'menu-portal-index-config',
          name: '官网设置',
          url: '/portal/indexConfig',
          component: 'home-page/IndexConfig',
          icon: 'DesktopOutlined',
          sortNo: 30,
          roles: ['admin'],
          buttons: { group: 'indexConfig' },
        },
      ],
    },
  },
];

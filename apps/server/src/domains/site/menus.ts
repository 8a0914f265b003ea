import type { MenuFragment } from '../../db/seed/menu-types.ts';

/** The back-office menus and buttons of this domain, seeded on start; admins edit them afterwards. */
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
          url: '/home-page/menu',
          component: 'home-page/Menu',
          icon: 'BarsOutlined',
          sortNo: 20,
          roles: ['admin'],
          buttons: { group: 'frontMenu' },
        },
        {
          id: 'menu-portal-index-config',
          name: '官网设置',
          url: '/home-page/indexConfig',
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

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
      children: [
        {
          id: 'menu-companion-test-power',
          name: '测评管理',
          url: '/companion/TestPowerList',
          component: 'companion/TestPowerList',
          icon: 'ExperimentOutlined',
          sortNo: 60,
          keepAlive: true,
          roles: ['admin'],
          buttons: { group: 'testPower' },
        },
        {
          id: 'menu-companion-report',
          name: '测评报告',
          url: '/companion/ReportList',
          component: 'companion/ReportList',
          icon: 'SolutionOutlined',
          sortNo: 70,
          keepAlive: true,
          roles: ['admin'],
          buttons: { group: 'testReport' },
        },
      ],
    },
  },
];

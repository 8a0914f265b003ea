import type { MenuFragment } from '../../db/seed/menu-types.ts';

/**
 * 积分管理: rules for administrators; the ledger (with awards, deductions and the export) and the
 * class ranking for teachers too, who see the students of their own classes only.
 */
export const pointsMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-points',
      name: '积分管理',
      url: '/points',
      component: 'layouts/RouteView',
      icon: 'TrophyOutlined',
      redirect: '/points/ledger',
      sortNo: 30,
      roles: ['admin', 'teacher'],
      children: [
        {
          id: 'menu-points-rule',
          name: '积分规则',
          url: '/points/rules',
          component: 'points/PointsRuleList',
          icon: 'SettingOutlined',
          sortNo: 10,
          keepAlive: true,
          roles: ['admin'],
        },
        {
          id: 'menu-points-ledger',
          name: '积分流水',
          url: '/points/ledger',
          component: 'points/PointsLedgerList',
          icon: 'UnorderedListOutlined',
          sortNo: 20,
          keepAlive: true,
          roles: ['admin', 'teacher'],
          buttons: { group: 'points', roles: { rule: ['admin'] } },
        },
        {
          id: 'menu-points-rank',
          name: '班级积分排行',
          url: '/points/classRank',
          component: 'points/PointsClassRank',
          icon: 'OrderedListOutlined',
          sortNo: 30,
          keepAlive: true,
          roles: ['admin', 'teacher'],
        },
      ],
    },
  },
];

import type { MenuFragment } from '../../db/seed/menu-types.ts';

/** The back-office menus and buttons of this domain, seeded on start; admins edit them afterwards. */
export const judgeMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-judge',
      name: '在线判题',
      url: '/judge',
      component: 'layouts/RouteView',
      icon: 'CodeOutlined',
      redirect: '/judge/problem',
      sortNo: 60,
      roles: ['admin', 'teacher'],
      children: [
        {
          id: 'menu-judge-problem',
          name: '题库管理',
          url: '/judge/problem',
          component: 'judge/ProblemList',
          icon: 'DatabaseOutlined',
          sortNo: 10,
          keepAlive: true,
          roles: ['admin', 'teacher'],
          buttons: { group: 'problem', roles: { delete: ['admin'] } },
        },
        {
          id: 'menu-judge-submission',
          name: '提交记录',
          url: '/judge/submission',
          component: 'judge/SubmissionList',
          icon: 'UnorderedListOutlined',
          sortNo: 20,
          roles: ['admin', 'teacher'],
          buttons: { group: 'submission' },
        },
      ],
    },
  },
  // The practice area (/oj) is a page of the app itself, so an internal link; its API needs only a login.
  {
    menu: {
      id: 'menu-oj',
      name: '在线练习',
      url: '/oj',
      component: 'oj/ProblemList',
      icon: 'LaptopOutlined',
      sortNo: 55,
      roles: ['teacher', 'student'],
    },
  },
];

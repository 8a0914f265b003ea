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
          buttons: [
            { code: 'judge:problem:list', name: '题目查询' },
            { code: 'judge:problem:add', name: '题目新增' },
            { code: 'judge:problem:edit', name: '题目编辑' },
            { code: 'judge:problem:delete', name: '题目删除', roles: ['admin'] },
            { code: 'judge:problem:data', name: '测试数据上传与校验' },
            { code: 'judge:problem:import', name: '题目导入（FPS/Hydro）' },
            { code: 'judge:problem:export', name: '题目导出（FPS）' },
          ],
        },
        {
          id: 'menu-judge-submission',
          name: '提交记录',
          url: '/judge/submission',
          component: 'judge/SubmissionList',
          icon: 'UnorderedListOutlined',
          sortNo: 20,
          roles: ['admin', 'teacher'],
          buttons: [{ code: 'judge:submission:list', name: '提交记录查询' }],
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

import type { MenuFragment } from '../../db/seed/menu-types.ts';

const page = (id: string, name: string, url: string, component: string, icon: string, sortNo: number) => ({
  id,
  name,
  url,
  component,
  icon,
  sortNo,
  keepAlive: true,
  roles: ['admin', 'teacher'],
});

/**
 * The back-office menus of contests; the same pages also open under `/home-page/...` (SPEC.md §2) in
 * the site layout. Teachers manage contests of their school; the jury desk needs `teaching:contest:jury`.
 */
export const contestMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-contest',
      name: '赛事管理',
      url: '/contest',
      component: 'layouts/RouteView',
      icon: 'TrophyOutlined',
      redirect: '/contest/contestInfo',
      sortNo: 28,
      roles: ['admin', 'teacher'],
      children: [
        {
          ...page(
            'menu-contest-info',
            '赛事信息',
            '/contest/contestInfo',
            'contest/ContestList',
            'TrophyOutlined',
            10,
          ),
          buttons: {
            group: 'contest',
            roles: { delete: ['admin'], import: ['admin', 'teacher'], jury: ['admin', 'teacher'] },
          },
        },
        page(
          'menu-contest-class',
          '赛事分组',
          '/contest/contestClass',
          'contest/ContestClassList',
          'ClusterOutlined',
          20,
        ),
        page(
          'menu-contest-school',
          '参赛学校',
          '/contest/schoolClass',
          'contest/SchoolList',
          'BankOutlined',
          30,
        ),
        page('menu-contest-team', '参赛队伍', '/contest/team', 'contest/TeamList', 'TeamOutlined', 40),
        page(
          'menu-contest-user',
          '参赛学生',
          '/contest/userOtherInfo',
          'contest/ParticipantList',
          'IdcardOutlined',
          50,
        ),
        page(
          'menu-contest-history',
          '参赛记录',
          '/contest/userOtherInfoHistory',
          'contest/ParticipantHistory',
          'SolutionOutlined',
          60,
        ),
        page('menu-contest-code', '赛事验证码', '/contest/codes', 'contest/ContestCodes', 'KeyOutlined', 70),
        {
          ...page('menu-contest-jury', '裁判台', '/contest/jury', 'contest/JuryDesk', 'AuditOutlined', 80),
          hidden: true,
        },
      ],
    },
  },
];

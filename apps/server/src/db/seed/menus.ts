/** The back-office menu tree and its buttons, seeded on start; admins edit it afterwards. */
export interface MenuSeed {
  id: string;
  name: string;
  url: string;
  component: string;
  icon?: string;
  redirect?: string;
  sortNo: number;
  hidden?: boolean;
  keepAlive?: boolean;
  /** Roles that get the menu when it is first created. */
  roles: string[];
  /** Resources whose button permissions hang under this menu. */
  resources?: string[];
  /** Button permissions of hand-written routes under this menu: code and Chinese name. */
  buttons?: { code: string; name: string }[];
  children?: MenuSeed[];
}

export const MENU_SEED: MenuSeed[] = [
  {
    id: 'menu-home',
    name: '首页',
    url: '/dashboard/index',
    component: 'dashboard/Index',
    icon: 'HomeOutlined',
    sortNo: 0,
    roles: ['admin', 'teacher', 'student'],
  },
  {
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
        id: 'menu-portal-news',
        name: '新闻管理',
        url: '/portal/news',
        component: 'portal/NewsList',
        icon: 'ReadOutlined',
        sortNo: 10,
        keepAlive: true,
        roles: ['admin'],
        resources: ['teaching/news'],
      },
      {
        id: 'menu-portal-menu',
        name: '前台菜单',
        url: '/home-page/menu',
        component: 'home-page/Menu',
        icon: 'BarsOutlined',
        sortNo: 20,
        roles: ['admin'],
        buttons: [
          { code: 'teaching:menu:list', name: '前台菜单查询' },
          { code: 'teaching:menu:add', name: '前台菜单新增' },
          { code: 'teaching:menu:edit', name: '前台菜单编辑' },
          { code: 'teaching:menu:delete', name: '前台菜单删除' },
        ],
      },
      {
        id: 'menu-portal-index-config',
        name: '官网设置',
        url: '/home-page/indexConfig',
        component: 'home-page/IndexConfig',
        icon: 'DesktopOutlined',
        sortNo: 30,
        roles: ['admin'],
        buttons: [{ code: 'teaching:indexConfig:edit', name: '官网设置保存' }],
      },
    ],
  },
  {
    id: 'menu-system',
    name: '系统管理',
    url: '/isystem',
    component: 'layouts/RouteView',
    icon: 'SettingOutlined',
    redirect: '/isystem/dict',
    sortNo: 90,
    roles: ['admin'],
    children: [
      {
        id: 'menu-system-dict',
        name: '数据字典',
        url: '/isystem/dict',
        component: 'system/DictList',
        icon: 'BookOutlined',
        sortNo: 10,
        keepAlive: true,
        roles: ['admin'],
        resources: ['sys/dict', 'sys/dictItem'],
      },
      {
        id: 'menu-system-announcement',
        name: '通知公告',
        url: '/isystem/annountCement',
        component: 'system/AnnouncementList',
        icon: 'NotificationOutlined',
        sortNo: 60,
        keepAlive: true,
        roles: ['admin'],
        buttons: [
          { code: 'system:announcement:list', name: '通知公告查询' },
          { code: 'system:announcement:add', name: '通知公告新增' },
          { code: 'system:announcement:edit', name: '通知公告编辑' },
          { code: 'system:announcement:delete', name: '通知公告删除' },
          { code: 'system:announcement:release', name: '通知公告发布与撤销' },
        ],
      },
    ],
  },
];

export const ROLE_SEED = [
  { roleCode: 'admin', roleName: '管理员', level: 100, description: '系统管理员，拥有全部权限' },
  { roleCode: 'teacher', roleName: '老师', level: 50, description: '管理自己的班级、课程与考试' },
  { roleCode: 'student', roleName: '学生', level: 10, description: '学习课程、提交作品、参加考试' },
];

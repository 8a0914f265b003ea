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
  /** `roles` narrows who gets a button at first seed (default: the menu's roles). */
  buttons?: { code: string; name: string; roles?: string[] }[];
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
    id: 'menu-analysis',
    name: '统计分析',
    url: '/dashboard/analysis',
    component: 'dashboard/Analysis',
    icon: 'AreaChartOutlined',
    sortNo: 5,
    roles: ['admin'],
    buttons: [{ code: 'dashboard:analysis', name: '统计分析查看' }],
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
        id: 'menu-system-user',
        name: '用户管理',
        url: '/isystem/user',
        component: 'system/UserList',
        icon: 'UserOutlined',
        sortNo: 1,
        keepAlive: true,
        roles: ['admin', 'teacher'],
        buttons: [
          { code: 'system:user:list', name: '用户查询' },
          { code: 'system:user:add', name: '用户新增' },
          { code: 'system:user:edit', name: '用户编辑' },
          { code: 'system:user:batchStudents', name: '批量创建学生' },
          { code: 'system:user:resetPassword', name: '重置密码' },
          { code: 'system:user:export', name: '用户导出' },
          { code: 'system:user:delete', name: '用户删除', roles: ['admin'] },
          { code: 'system:user:frozen', name: '冻结/解冻', roles: ['admin'] },
          { code: 'system:user:changePassword', name: '修改密码', roles: ['admin'] },
          { code: 'system:user:import', name: '用户导入', roles: ['admin'] },
        ],
      },
      {
        id: 'menu-system-role',
        name: '角色管理',
        url: '/isystem/role',
        component: 'system/RoleList',
        icon: 'SolutionOutlined',
        sortNo: 2,
        keepAlive: true,
        roles: ['admin'],
        buttons: [
          { code: 'system:role:list', name: '角色查询' },
          { code: 'system:role:add', name: '角色新增' },
          { code: 'system:role:edit', name: '角色编辑' },
          { code: 'system:role:delete', name: '角色删除' },
          { code: 'system:role:permission', name: '角色授权' },
          { code: 'system:role:users', name: '角色用户' },
        ],
      },
      {
        id: 'menu-system-permission',
        name: '菜单管理',
        url: '/isystem/permission',
        component: 'system/PermissionList',
        icon: 'BarsOutlined',
        sortNo: 3,
        keepAlive: true,
        roles: ['admin'],
        buttons: [
          { code: 'system:permission:list', name: '菜单查询' },
          { code: 'system:permission:add', name: '菜单新增' },
          { code: 'system:permission:edit', name: '菜单编辑' },
          { code: 'system:permission:delete', name: '菜单删除' },
          { code: 'system:checkRule:list', name: '校验规则查询' },
          { code: 'system:checkRule:add', name: '校验规则新增' },
          { code: 'system:checkRule:edit', name: '校验规则编辑' },
          { code: 'system:checkRule:delete', name: '校验规则删除' },
        ],
      },
      {
        id: 'menu-system-depart',
        name: '部门管理',
        url: '/isystem/depart',
        component: 'system/DepartList',
        icon: 'ApartmentOutlined',
        sortNo: 4,
        keepAlive: true,
        roles: ['admin'],
        buttons: [
          { code: 'system:depart:list', name: '部门查询' },
          { code: 'system:depart:add', name: '部门新增' },
          { code: 'system:depart:edit', name: '部门编辑' },
          { code: 'system:depart:delete', name: '部门删除' },
          { code: 'system:depart:role', name: '部门角色与权限' },
        ],
      },
      {
        id: 'menu-system-my-class',
        name: '班级',
        url: '/isystem/myClass',
        component: 'system/MyClassList',
        icon: 'TeamOutlined',
        sortNo: 5,
        roles: ['teacher'],
      },
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
      {
        id: 'menu-system-category',
        name: '分类字典',
        url: '/isystem/category',
        component: 'system/CategoryList',
        icon: 'ApartmentOutlined',
        sortNo: 20,
        keepAlive: true,
        roles: ['admin'],
        buttons: [
          { code: 'system:category:add', name: '分类新增' },
          { code: 'system:category:edit', name: '分类编辑' },
          { code: 'system:category:delete', name: '分类删除' },
        ],
      },
      {
        id: 'menu-system-config',
        name: '系统设置',
        url: '/isystem/config',
        component: 'system/SysConfig',
        icon: 'ControlOutlined',
        sortNo: 70,
        roles: ['admin'],
        buttons: [{ code: 'system:config:edit', name: '系统设置修改' }],
      },
      {
        id: 'menu-system-file',
        name: '文件管理',
        url: '/isystem/file',
        component: 'system/FileList',
        icon: 'FolderOpenOutlined',
        sortNo: 72,
        keepAlive: true,
        roles: ['admin'],
        buttons: [
          { code: 'system:file:list', name: '文件查询' },
          { code: 'system:file:delete', name: '文件删除' },
        ],
      },
      {
        id: 'menu-system-login-log',
        name: '登录日志',
        url: '/isystem/loginLog',
        component: 'system/LoginLog',
        icon: 'LoginOutlined',
        sortNo: 74,
        keepAlive: true,
        roles: ['admin'],
        // The operation log page shares these codes: a code hangs under one menu only.
        buttons: [
          { code: 'system:log:list', name: '日志查询' },
          { code: 'system:log:export', name: '日志导出' },
        ],
      },
      {
        id: 'menu-system-operate-log',
        name: '操作日志',
        url: '/isystem/operateLog',
        component: 'system/OperateLog',
        icon: 'FileSearchOutlined',
        sortNo: 76,
        keepAlive: true,
        roles: ['admin'],
      },
      {
        id: 'menu-system-monitor',
        name: '系统监控',
        url: '/isystem/monitor',
        component: 'system/Monitor',
        icon: 'DashboardOutlined',
        sortNo: 78,
        roles: ['admin'],
        buttons: [
          { code: 'system:monitor:list', name: '系统监控查看' },
          { code: 'system:monitor:forceLogout', name: '强制退出' },
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

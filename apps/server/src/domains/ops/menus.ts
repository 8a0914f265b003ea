import type { MenuFragment } from '../../db/seed/menu-types.ts';

/** The back-office menus and buttons of this domain, seeded on start; admins edit them afterwards. */
export const opsMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-home',
      name: '首页',
      url: '/dashboard/index',
      component: 'dashboard/Index',
      icon: 'HomeOutlined',
      sortNo: 0,
      roles: ['admin', 'teacher', 'student'],
    },
  },
  {
    menu: {
      id: 'menu-analysis',
      name: '统计分析',
      url: '/dashboard/analysis',
      component: 'dashboard/Analysis',
      icon: 'AreaChartOutlined',
      sortNo: 5,
      roles: ['admin'],
      buttons: { group: 'analysis' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-category',
      name: '分类字典',
      url: '/isystem/category',
      component: 'system/CategoryList',
      icon: 'ApartmentOutlined',
      sortNo: 20,
      keepAlive: true,
      roles: ['admin'],
      buttons: [{ group: 'category' }, { group: 'categoryTransfer' }],
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-config',
      name: '系统设置',
      url: '/isystem/config',
      component: 'system/SysConfig',
      icon: 'ControlOutlined',
      sortNo: 70,
      roles: ['admin'],
      buttons: { group: 'config' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-file',
      name: '文件管理',
      url: '/isystem/file',
      component: 'system/FileList',
      icon: 'FolderOpenOutlined',
      sortNo: 72,
      keepAlive: true,
      roles: ['admin'],
      buttons: [{ group: 'file' }, { group: 'fileRecord' }],
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-login-log',
      name: '登录日志',
      url: '/isystem/loginLog',
      component: 'system/LoginLog',
      icon: 'LoginOutlined',
      sortNo: 74,
      keepAlive: true,
      roles: ['admin'],
      // The operation log page shares these codes: a code hangs under one menu only.
      buttons: { group: 'log' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-operate-log',
      name: '操作日志',
      url: '/isystem/operateLog',
      component: 'system/OperateLog',
      icon: 'FileSearchOutlined',
      sortNo: 76,
      keepAlive: true,
      roles: ['admin'],
      buttons: { group: 'logCleanup' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-monitor',
      name: '系统监控',
      url: '/isystem/monitor',
      component: 'system/Monitor',
      icon: 'DashboardOutlined',
      sortNo: 78,
      roles: ['admin'],
      buttons: { group: 'monitor' },
    },
  },
];

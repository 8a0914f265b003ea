import type { MenuFragment } from '../../db/seed/menu-types.ts';

/** The back-office menus and buttons of this domain, seeded on start; admins edit them afterwards. */
export const identityMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-system',
      name: '系统管理',
      url: '/isystem',
      component: 'layouts/RouteView',
      icon: 'SettingOutlined',
      redirect: '/isystem/dict',
      sortNo: 90,
      roles: ['admin'],
      children: [],
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-user',
      name: '用户管理',
      url: '/isystem/user',
      component: 'system/UserList',
      icon: 'UserOutlined',
      sortNo: 1,
      keepAlive: true,
      roles: ['admin', 'teacher'],
      buttons: {
        group: 'user',
        roles: {
          delete: ['admin'],
          frozen: ['admin'],
          changePassword: ['admin'],
          import: ['admin'],
        },
      },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-role',
      name: '角色管理',
      url: '/isystem/role',
      component: 'system/RoleList',
      icon: 'SolutionOutlined',
      sortNo: 2,
      keepAlive: true,
      roles: ['admin'],
      buttons: { group: 'role' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-permission',
      name: '菜单管理',
      url: '/isystem/permission',
      component: 'system/PermissionList',
      icon: 'BarsOutlined',
      sortNo: 3,
      keepAlive: true,
      roles: ['admin'],
      buttons: { group: 'permission' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-depart',
      name: '部门管理',
      url: '/isystem/depart',
      component: 'system/DepartList',
      icon: 'ApartmentOutlined',
      sortNo: 4,
      keepAlive: true,
      roles: ['admin'],
      buttons: { group: 'depart' },
    },
  },
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-my-class',
      name: '班级',
      url: '/isystem/myClass',
      component: 'system/MyClassList',
      icon: 'TeamOutlined',
      sortNo: 5,
      roles: ['teacher'],
    },
  },
];

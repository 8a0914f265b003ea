import type { MenuFragment } from '../../db/seed/menu-types.ts';

/**
 * 租户管理: administrators get it. The platform's administrators see and manage every tenant; an
 * administrator of another tenant sees only their own (brand and contact), which the server enforces.
 * The same page also opens under `/home-page/zuhuInfo` (SPEC.md §2).
 */
export const tenantMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-tenant',
      name: '租户管理',
      url: '/tenant',
      component: 'layouts/RouteView',
      icon: 'ApartmentOutlined',
      redirect: '/tenant/zuhuInfo',
      sortNo: 32,
      roles: ['admin'],
      children: [
        {
          id: 'menu-tenant-list',
          name: '机构列表',
          url: '/tenant/zuhuInfo',
          component: 'tenant/TenantList',
          icon: 'BankOutlined',
          sortNo: 10,
          keepAlive: true,
          roles: ['admin'],
          buttons: { group: 'tenant' },
        },
      ],
    },
  },
];

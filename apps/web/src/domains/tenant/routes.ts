import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';
import { TENANT_NOTICE_PATH } from './tenant-blocked.ts';

const listPage = () => import('./pages/tenant-list-page.tsx');

/** 租户管理 (also at /home-page/zuhuInfo, SPEC.md §2) and the notice of a closed tenant. */
export const tenantRoutes: RouteFragment = {
  pages: { 'tenant/TenantList': lazyPage(listPage, 'TenantListPage') },
  homePages: [{ path: 'zuhuInfo', page: lazyNamed(listPage, 'TenantListHomePage') }],
  barePages: [
    {
      path: TENANT_NOTICE_PATH,
      page: lazyNamed(() => import('./pages/tenant-notice-page.tsx'), 'TenantNoticePage'),
    },
  ],
};

import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const AccountSettingsPage = lazyPage(
  () => import('./pages/account/account-settings-page.tsx'),
  'AccountSettingsPage',
);

/** Users, roles, menus and permissions, departments and classes, sign-in and the account centre. */
export const identityRoutes: RouteFragment = {
  pages: {
    'account/center/Index': lazyPage(
      () => import('./pages/account/account-center-page.tsx'),
      'AccountCenterPage',
    ),
    'account/settings/Index': AccountSettingsPage,
    'system/UserList': lazyPage(() => import('./pages/users/user-list-page.tsx'), 'UserListPage'),
    'system/RoleList': lazyPage(() => import('./pages/roles/role-list-page.tsx'), 'RoleListPage'),
    'system/PermissionList': lazyPage(
      () => import('./pages/permissions/permission-list-page.tsx'),
      'PermissionListPage',
    ),
    'system/DepartList': lazyPage(() => import('./pages/departs/depart-list-page.tsx'), 'DepartListPage'),
    'system/MyClassList': lazyPage(() => import('./pages/departs/my-class-page.tsx'), 'MyClassPage'),
  },
  staticRoutes: [
    { path: '/account/center', title: '个人中心', component: 'account/center/Index' },
    { path: '/account/settings/base', title: '账户设置', component: 'account/settings/Index' },
    // The other settings tabs: security, custom, binding, notification, avatar.
    { path: '/account/settings/:tab', title: '账户设置', component: 'account/settings/Index' },
  ],
  userPages: [
    { path: 'register', page: lazyNamed(() => import('./pages/auth/register-page.tsx'), 'RegisterPage') },
    {
      path: 'register-result',
      page: lazyNamed(() => import('./pages/auth/register-result-page.tsx'), 'RegisterResultPage'),
    },
    { path: 'cas-login', page: lazyNamed(() => import('./sso/sso-finish-page.tsx'), 'CasLoginPage') },
    { path: 'third-login', page: lazyNamed(() => import('./sso/sso-finish-page.tsx'), 'ThirdLoginPage') },
    {
      path: 'alteration',
      page: lazyNamed(() => import('./pages/auth/alteration-page.tsx'), 'AlterationPage'),
    },
  ],
};

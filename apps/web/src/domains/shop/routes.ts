import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const paySettingPage = () => import('./pay-settings/pay-setting-page.tsx');

export const shopRoutes: RouteFragment = {
  pages: {
    'shop/PaySettingList': lazyPage(paySettingPage, 'PaySettingListPage'),
  },
  homePages: [{ path: 'paySettingList', page: lazyNamed(paySettingPage, 'PaySettingHomePage') }],
};

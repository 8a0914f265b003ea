import { lazyPage } from './lazy-page.ts';
import { HOME_TAB_PATH } from './public-paths.ts';
import type { RouteFragment } from './route-fragment.ts';

/** Pages of the shell itself: menu folders and embedded pages. */
export const shellRoutes: RouteFragment = {
  pages: {
    'layouts/RouteView': lazyPage(() => import('../pages/route-view/route-view-page.tsx'), 'RouteViewPage'),
    'layouts/IframePageView': lazyPage(() => import('../pages/iframe/iframe-page.tsx'), 'IframePage'),
  },
  staticRoutes: [
    // The first tab: the dashboard, whatever the menu holds.
    { path: HOME_TAB_PATH, title: '首页', keepAlive: true, component: 'dashboard/Index' },
  ],
};

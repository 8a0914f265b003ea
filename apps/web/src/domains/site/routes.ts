import { lazyNamed } from '../../app/lazy-page.ts';
import { resourcePage } from '../../app/resource-pages.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const HomePage = lazyNamed(() => import('./pages/home-page/home-page.tsx'), 'HomePage');

/** The public site under `/home-page` and the news admin page. */
export const siteRoutes: RouteFragment = {
  pages: {
    // News is a plain declared resource: the generic page, under the component name its data rules use.
    'portal/NewsList': resourcePage('teaching/news'),
  },
  homePages: [
    { path: '', page: HomePage },
    { path: 'home', page: HomePage },
    { path: 'newHome', page: HomePage },
    {
      path: 'frontNews',
      page: lazyNamed(() => import('./pages/home-page/front-news-page.tsx'), 'FrontNewsPage'),
    },
    {
      path: 'frontNewsDetail',
      page: lazyNamed(() => import('./pages/home-page/front-news-detail-page.tsx'), 'FrontNewsDetailPage'),
    },
    {
      path: 'menu',
      page: lazyNamed(() => import('./pages/home-page/menu-setting-page.tsx'), 'MenuSettingPage'),
    },
    {
      path: 'indexConfig',
      page: lazyNamed(() => import('./pages/home-page/index-config-page.tsx'), 'IndexConfigPage'),
    },
  ],
};

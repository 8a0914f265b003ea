import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import { resourcePage } from '../../app/resource-pages.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const HomePage = lazyNamed(() => import('./pages/home-page/home-page.tsx'), 'HomePage');
const menuSetting = () => import('./pages/home-page/menu-setting-page.tsx');
const indexConfig = () => import('./pages/home-page/index-config-page.tsx');

/** The public site under `/home-page` and the news admin page. */
export const siteRoutes: RouteFragment = {
  pages: {
    // News is a plain declared resource: the generic page, under the component name its data rules use.
    'portal/NewsList': resourcePage('teaching/news'),
    // 官网管理 opens these in the back office (/portal/...); SPEC §2's /home-page/menu and
    // /home-page/indexConfig below show the same pages in the public-site layout.
    'home-page/Menu': lazyPage(menuSetting, 'MenuSettingPage'),
    'home-page/IndexConfig': lazyPage(indexConfig, 'IndexConfigPage'),
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
    // 资讯管理 (SPEC.md §2 `/home-page/news`): the news admin page in the public-site layout.
    { path: 'news', page: resourcePage('teaching/news') },
    {
      path: 'menu',
      page: lazyNamed(menuSetting, 'MenuSettingPage'),
    },
    {
      path: 'indexConfig',
      page: lazyNamed(indexConfig, 'IndexConfigPage'),
    },
  ],
};

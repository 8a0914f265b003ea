import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import { resourcePage } from '../../app/resource-pages.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const testPowerList = () => import('./pages/test-power-list-page.tsx');
const reportList = () => import('./pages/report-list-page.tsx');

/**
 * 小程序管理: the companion's content pages, assessments and reports in the back office (also under
 * /home-page, SPEC.md §2), and the public assessment page of the site. Cities, article types, labels,
 * articles and settings are declared resources: their back-office pages are the generic ones.
 */
export const companionRoutes: RouteFragment = {
  pages: {
    'companion/TestPowerList': lazyPage(testPowerList, 'TestPowerListPage'),
    'companion/ReportList': lazyPage(reportList, 'ReportListPage'),
  },
  homePages: [
    { path: 'testing', page: lazyNamed(() => import('./testing/testing-page.tsx'), 'TestingPage') },
    { path: 'xiaochengxuCityList', page: resourcePage('teaching/xcxCity') },
    { path: 'ArticleTypeList', page: resourcePage('teaching/xcxArticleType') },
    { path: 'ArticleLabelList', page: resourcePage('teaching/xcxArticleLabel') },
    { path: 'ArticleList', page: resourcePage('teaching/xcxArticle') },
    { path: 'SettingList', page: resourcePage('teaching/xcxSetting') },
    { path: 'TestPowerList', page: lazyNamed(testPowerList, 'TestPowerListHomePage') },
    { path: 'ReportList', page: lazyNamed(reportList, 'ReportListHomePage') },
  ],
};

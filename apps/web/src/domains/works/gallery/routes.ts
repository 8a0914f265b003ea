import { lazyNamed } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The works gallery, work detail and my works (top-level pages in the new-home layout). */
export const galleryRoutes: RouteFragment = {
  pages: {},
  sitePages: [
    { path: '/work/home', page: lazyNamed(() => import('./pages/work-home-page.tsx'), 'WorkHomePage') },
    { path: '/work/index', page: lazyNamed(() => import('./pages/work-index-page.tsx'), 'WorkIndexPage') },
    { path: '/new', page: lazyNamed(() => import('./pages/new-works-page.tsx'), 'NewWorksPage') },
    {
      path: '/work-detail',
      page: lazyNamed(() => import('./pages/work-detail-page.tsx'), 'WorkDetailPage'),
    },
    { path: '/work/workList', page: lazyNamed(() => import('./pages/my-works-page.tsx'), 'MyWorksPage') },
    {
      path: '/work/courseList',
      page: lazyNamed(() => import('./pages/course-works-page.tsx'), 'CourseWorksPage'),
    },
  ],
};

import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import { resourcePage } from '../../../app/resource-pages.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

const CourseAuthPage = lazyPage(() => import('./pages/course-auth-page.tsx'), 'CourseAuthPage');

/** Course administration: courses, their units and map, authorisation to classes, classifications. */
export const courseAdminRoutes: RouteFragment = {
  pages: {
    'teaching/CourseList': lazyPage(() => import('./pages/course-list-page.tsx'), 'CourseListPage'),
    'teaching/CourseUnitList': lazyPage(() => import('./pages/unit-list-page.tsx'), 'UnitListPage'),
    'teaching/CourseMap': lazyPage(() => import('./pages/course-map-page.tsx'), 'CourseMapPage'),
    'teaching/CourseAuth': CourseAuthPage,
  },
  staticRoutes: [{ path: '/teaching/courseMap', title: '课程地图', component: 'teaching/CourseMap' }],
  homePages: [
    {
      path: 'courseAuth',
      page: lazyNamed(() => import('./pages/course-auth-page.tsx'), 'CourseAuthHomePage'),
    },
    // The same generic page the back office serves for the classification menu.
    { path: 'teachingCourseClassification', page: resourcePage('teaching/teachingCourseClassification') },
  ],
};

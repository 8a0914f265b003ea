import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** Learning: my courses (signed in), and the public course pages under /home-page. */
export const learningRoutes: RouteFragment = {
  pages: {
    'teaching/MineCourseCardList': lazyPage(
      () => import('./pages/my-course-list-page.tsx'),
      'MyCourseListPage',
    ),
  },
  staticRoutes: [
    // The welcome page's "my courses" button works whatever the menu holds.
    { path: '/teaching/mineCourse/cardList', title: '我的课程', component: 'teaching/MineCourseCardList' },
  ],
  homePages: [
    { path: 'course', page: lazyNamed(() => import('./pages/course-gallery-page.tsx'), 'CourseGalleryPage') },
    {
      path: 'courseDetail',
      page: lazyNamed(() => import('./pages/course-detail-page.tsx'), 'CourseDetailPage'),
    },
    { path: 'courseUnit', page: lazyNamed(() => import('./pages/course-unit-page.tsx'), 'CourseUnitPage') },
    { path: 'joinCourse', page: lazyNamed(() => import('./pages/join-course-page.tsx'), 'JoinCoursePage') },
  ],
};

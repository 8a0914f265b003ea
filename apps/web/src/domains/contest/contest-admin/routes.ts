import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

const homePages = () => import('./pages/contest-home-pages.tsx');

/** Contest back office: contests, groups, schools, teams, participants, history, verification codes. */
export const contestAdminRoutes: RouteFragment = {
  pages: {
    'contest/ContestList': lazyPage(() => import('./pages/contest-list-page.tsx'), 'ContestListPage'),
    'contest/ContestClassList': lazyPage(() => import('./pages/contest-class-page.tsx'), 'ContestClassPage'),
    'contest/SchoolList': lazyPage(() => import('./pages/school-page.tsx'), 'SchoolPage'),
    'contest/TeamList': lazyPage(() => import('./pages/team-page.tsx'), 'TeamPage'),
    'contest/ParticipantList': lazyPage(() => import('./pages/participant-page.tsx'), 'ParticipantPage'),
    'contest/ParticipantHistory': lazyPage(
      () => import('./pages/participant-history-page.tsx'),
      'ParticipantHistoryPage',
    ),
    'contest/ContestCodes': lazyPage(() => import('./pages/contest-codes-page.tsx'), 'ContestCodesPage'),
  },
  // `/home-page/courseAuth?contestId=` (the codes page) is served by the course domain's courseAuth page.
  homePages: [
    { path: 'contestInfo', page: lazyNamed(homePages, 'ContestInfoHomePage') },
    { path: 'contestClass', page: lazyNamed(homePages, 'ContestClassHomePage') },
    { path: 'schoolClass', page: lazyNamed(homePages, 'SchoolHomePage') },
    { path: 'team', page: lazyNamed(homePages, 'TeamHomePage') },
    { path: 'userOtherInfo', page: lazyNamed(homePages, 'ParticipantHomePage') },
    { path: 'userOtherInfoHistory', page: lazyNamed(homePages, 'ParticipantHistoryHomePage') },
  ],
};

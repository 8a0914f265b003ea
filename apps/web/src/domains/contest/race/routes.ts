import { lazyNamed } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

const RaceListPage = lazyNamed(() => import('./pages/race-list-page.tsx'), 'RaceListPage');

/** Public contest pages: the list, a contest's home, race login, the practice contest and the scoreboard. */
export const raceRoutes: RouteFragment = {
  pages: {},
  homePages: [
    { path: 'raceList', page: RaceListPage },
    { path: 'raceHome', page: lazyNamed(() => import('./pages/race-home-page.tsx'), 'RaceHomePage') },
    { path: 'raceRank', page: lazyNamed(() => import('./pages/race-rank-page.tsx'), 'RaceRankPage') },
    { path: 'caseRace', page: lazyNamed(() => import('./pages/case-race-page.tsx'), 'CaseRacePage') },
  ],
  // SPEC §2: `rc-race-list` is the same contest list as a top-level page of the public site.
  sitePages: [{ path: '/home/rc-race-list', page: RaceListPage }],
  userPages: [
    { path: 'raceLogin', page: lazyNamed(() => import('./pages/race-login-page.tsx'), 'RaceLoginPage') },
  ],
};

import { lazyNamed, lazyPage } from '../../../app/lazy-page.ts';
import type { RouteFragment } from '../../../app/route-fragment.ts';

/** The contest arena for contestants and the jury desk. */
export const arenaRoutes: RouteFragment = {
  pages: {
    'contest/JuryDesk': lazyPage(() => import('./pages/jury-desk-page.tsx'), 'JuryDeskPage'),
  },
  // Reachable from the contest list's row action whatever the (hidden) menu entry holds.
  staticRoutes: [{ path: '/contest/jury', title: '裁判台', component: 'contest/JuryDesk' }],
  homePages: [
    { path: 'raceArena', page: lazyNamed(() => import('./pages/race-arena-page.tsx'), 'RaceArenaPage') },
  ],
};

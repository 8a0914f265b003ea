import { joinFragments, type RouteFragment } from '../../app/route-fragment.ts';
import { arenaRoutes } from './arena/routes.ts';
import { contestAdminRoutes } from './contest-admin/routes.ts';
import { raceRoutes } from './race/routes.ts';

const parts = [contestAdminRoutes, raceRoutes, arenaRoutes];

/** Contests: back office, public pages, the arena, the scoreboard and the jury desk. */
export const contestRoutes: RouteFragment = joinFragments(parts);

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { arenaRoutes } from './arena/arena-routes.ts';
import { boardRoutes } from './board/board-routes.ts';
import { contestRoutes } from './contests/contest-routes.ts';
import { contestMenus } from './menus.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  contestRoutes(app, ctx);
  arenaRoutes(app, ctx);
  boardRoutes(app, ctx);
}

/** Contests: registration, groups, schools, teams, codes, the arena and the scoreboards. */
export const contest: Domain = {
  name: 'contest',
  register,
  menus: contestMenus,
};

export type { ContestAwarded } from './contest-events.ts';
export { hasContestInProgress } from './contests/contest-in-progress.ts';
export * from './tables.ts';

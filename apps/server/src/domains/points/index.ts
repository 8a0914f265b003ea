import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { subscribeEarnings } from './earning/event-earnings.ts';
import { pointsManageRoutes } from './manage/manage-routes.ts';
import { pointsMenus } from './menus.ts';
import { POINTS_TAGS, pointsRoutes } from './points-routes.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  pointsRoutes(app, ctx);
  pointsManageRoutes(app, ctx, POINTS_TAGS);
  subscribeEarnings(ctx);
}

/** Points: the ledger and balances, earning rules and events that pay, sign-in, awards, class ranking. */
export const points: Domain = { name: 'points', register, menus: pointsMenus };

export {
  applyPointsChange,
  changePoints,
  type DbOrTx,
  type PointsChange,
  pointsOf,
} from './points-service.ts';
export { earnByRule } from './rules/rule-service.ts';
export { dayBefore, shanghaiDay } from './shanghai-day.ts';
export * from './tables.ts';

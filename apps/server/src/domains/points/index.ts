import type { Domain } from '../domain.ts';
import { pointsRoutes } from './points-routes.ts';

export const points: Domain = { name: 'points', register: pointsRoutes };

export { changePoints, pointsLedger, pointsOf } from './points-service.ts';
export * from './tables.ts';

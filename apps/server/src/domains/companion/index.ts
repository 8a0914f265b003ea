import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { assessmentRoutes } from './assessments/assessment-routes.ts';
import { contentRoutes } from './content/content-routes.ts';
import { companionMenus } from './menus.ts';
import { companionResources } from './resources.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  contentRoutes(app, ctx);
  assessmentRoutes(app, ctx);
}

/**
 * The mobile companion: its content (cities, article types and labels, articles, home buttons and
 * menus), ability assessments and their reports, and the public API `/api/mp/v1` its clients use.
 */
export const companion: Domain = {
  name: 'companion',
  register,
  resources: companionResources,
  menus: companionMenus,
};

export * from './content/content-tables.ts';
export * from './resources.ts';
export * from './tables.ts';

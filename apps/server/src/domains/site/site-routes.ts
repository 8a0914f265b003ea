import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { frontMenuRoutes } from './front-menu/front-menu-routes.ts';
import { indexConfigRoutes } from './index-config/index-config-routes.ts';
import { frontNewsRoutes } from './news/front-news-routes.ts';

/** The public site: its menu, news, home-page settings (the welcome card's exam records are the exam domain's). */
export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  frontMenuRoutes(app, ctx);
  frontNewsRoutes(app, ctx);
  indexConfigRoutes(app, ctx);
}

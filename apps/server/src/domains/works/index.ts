import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { gradingRoutes } from './grading/grading-routes.ts';
import { homeworkRoutes } from './homework/homework-routes.ts';
import { worksMenus } from './menus.ts';
import { scratchAssetRoutes } from './scratch-assets/asset-routes.ts';
import { socialRoutes } from './social/social-routes.ts';
import { workRoutes } from './work/work-routes.ts';

function worksRoutes(app: FastifyInstance, ctx: AppContext) {
  workRoutes(app, ctx);
  gradingRoutes(app, ctx);
  socialRoutes(app, ctx);
  homeworkRoutes(app, ctx);
  scratchAssetRoutes(app, ctx);
}

/** Works and editors: works and their files, grading, the gallery, extra homework, Scratch assets. */
export const works: Domain = {
  name: 'works',
  register: worksRoutes,
  menus: worksMenus,
};

export * from './tables.ts';
export type { WorkEvent, WorkFeatured, WorkGraded, WorkSubmitted } from './works-events.ts';

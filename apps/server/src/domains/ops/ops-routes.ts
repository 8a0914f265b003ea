import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { categoryRoutes } from './categories/category-routes.ts';
import { checkRoutes } from './check-rules/check-routes.ts';
import { configRoutes } from './config/config-routes.ts';
import { dictExtraRoutes } from './dicts/dict-extra-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { FileService } from './files/file-service.ts';
import { logRoutes } from './logs/log-routes.ts';
import { monitorRoutes } from './monitor/monitor-routes.ts';
import { RequestStats } from './monitor/request-stats.ts';

/**
 * Running the installation: dictionaries, categories, check rules, logs, files, settings, monitoring.
 */
export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  const stats = new RequestStats();
  app.addHook('onResponse', async (_req, reply) => stats.record(reply.statusCode));

  const files = new FileService(ctx.db, ctx.storage, ctx.fileLinks, ctx.config.upload);
  checkRoutes(app, ctx);
  dictExtraRoutes(app, ctx);
  categoryRoutes(app, ctx);
  logRoutes(app, ctx);
  configRoutes(app, ctx);
  monitorRoutes(app, ctx, stats);
  await fileRoutes(app, files);
}

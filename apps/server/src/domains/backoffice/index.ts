import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createStorage } from '../../platform/storage/file-storage.ts';
import { categoryRoutes } from './category-routes.ts';
import { configRoutes } from './config-routes.ts';
import { dictExtraRoutes } from './dict-extra-routes.ts';
import { FileLinks } from './file-links.ts';
import { fileRoutes } from './file-routes.ts';
import { FileService } from './file-service.ts';
import { logRoutes } from './log-routes.ts';
import { monitorRoutes } from './monitor-routes.ts';
import { RequestStats } from './request-stats.ts';

/** The administration back office: dictionaries extras, categories, logs, files, settings, monitoring. */
export async function backofficeRoutes(app: FastifyInstance, ctx: AppContext) {
  const stats = new RequestStats();
  app.addHook('onResponse', async (_req, reply) => stats.record(reply.statusCode));

  const files = new FileService(
    ctx.db,
    createStorage(ctx.config),
    new FileLinks(ctx.config.upload.signSecret),
    ctx.config.upload,
  );
  dictExtraRoutes(app, ctx);
  categoryRoutes(app, ctx);
  logRoutes(app, ctx);
  configRoutes(app, ctx);
  monitorRoutes(app, ctx, stats);
  await fileRoutes(app, files);
}

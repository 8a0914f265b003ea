import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { categoryClientRoutes } from './categories/category-client-routes.ts';
import { categoryRoutes } from './categories/category-routes.ts';
import { checkRoutes } from './check-rules/check-routes.ts';
import { configClientRoutes } from './config/config-client-routes.ts';
import { configRoutes } from './config/config-routes.ts';
import { dictClientRoutes } from './dicts/dict-client-routes.ts';
import { dictExtraRoutes } from './dicts/dict-extra-routes.ts';
import { fileRecordRoutes } from './files/file-record-routes.ts';
import { fileRoutes } from './files/file-routes.ts';
import { FileService } from './files/file-service.ts';
import { loginAidRoutes } from './login-aids/login-aid-routes.ts';
import { logCleanupRoutes } from './logs/log-cleanup-routes.ts';
import { logRoutes } from './logs/log-routes.ts';
import { monitorRoutes } from './monitor/monitor-routes.ts';
import { RequestStats } from './monitor/request-stats.ts';

/**
 * Running the installation: dictionaries, categories, check rules, logs, files, settings, monitoring,
 * and the sign-in helpers of JeecgBoot-family login pages.
 */
export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  const stats = new RequestStats();
  app.addHook('onResponse', async (_req, reply) => stats.record(reply.statusCode));

  const files = new FileService(ctx.db, ctx.storage, ctx.fileLinks, ctx.config.upload);
  checkRoutes(app, ctx);
  dictExtraRoutes(app, ctx);
  dictClientRoutes(app, ctx);
  categoryRoutes(app, ctx);
  await categoryClientRoutes(app, ctx);
  logRoutes(app, ctx);
  logCleanupRoutes(app, ctx);
  configRoutes(app, ctx);
  configClientRoutes(app, ctx);
  loginAidRoutes(app, ctx);
  monitorRoutes(app, ctx, stats);
  await fileRoutes(app, files);
  fileRecordRoutes(app, ctx.db, files);
}

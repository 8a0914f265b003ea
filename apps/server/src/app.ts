import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_TAGS } from './api-tags.ts';
import type { AppConfig } from './config/env.ts';
import type { AppContext } from './context.ts';
import { registerResources } from './crud/register.ts';
import type { Database } from './db/client.ts';
import { PermissionCache, SessionStore } from './domains/identity/index.ts';
import { domains } from './domains/index.ts';
import { installOperationLog } from './platform/audit/audit-log.ts';
import { CaptchaService } from './platform/auth/captcha.ts';
import { installGuard } from './platform/auth/guard.ts';
import { LoginLimits } from './platform/auth/login-limits.ts';
import { DictService } from './platform/dict/dict-service.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import { CountCache } from './platform/http/count-cache.ts';
import { frameworkErrors, installEdgeGuards, logSerializers } from './platform/http/edge-guards.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { createResponseSerializer } from './platform/http/response-serializer.ts';
import { serveWebApp } from './platform/http/static-web.ts';
import { SmtpMailSender } from './platform/mail/smtp-mail-sender.ts';
import { RealtimeHub } from './platform/realtime/realtime-hub.ts';
import { socketRoutes } from './platform/realtime/socket-routes.ts';
import { createSecretBox } from './platform/secrets/secret-box.ts';
import { FileLinks } from './platform/storage/file-links.ts';
import { createStorage } from './platform/storage/file-storage.ts';

z.config(z.locales.zhCN());

export interface BuildOptions {
  /** Check every declared response against plain `JSON.stringify` (tests; see response-serializer.ts). */
  verifyResponses?: boolean;
  /** How often every open socket's session is checked again (tests shorten the server's minute). */
  socketSweepMs?: number;
}

export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: logSerializers },
    frameworkErrors,
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ verify: options.verifyResponses }));

  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    sessions: new SessionStore(database.db),
    captcha: new CaptchaService(database),
    dicts: new DictService(database.db),
    permissions: new PermissionCache(database.db),
    counts: new CountCache(),
    limits: new LoginLimits(),
    realtime: await RealtimeHub.create(database, app.log),
    events: await createEventBus(database, app.log),
    storage: createStorage(config),
    // One signer for the app: links made by any domain verify at /api/sys/common/static/.
    fileLinks: new FileLinks(config.upload.signSecret),
    secrets: createSecretBox(config.secretKey, config.dataDir),
    mail: config.mail ? new SmtpMailSender(config.mail) : null,
  };
  app.addHook('onClose', () => ctx.realtime.close());
  app.addHook('onClose', () => ctx.events.close());
  ctx.counts.install(app);

  installErrorHandler(app);
  installEdgeGuards(app);
  installGuard(app, ctx.sessions);
  installOperationLog(app, ctx.db);
  await registerOpenApi(app, { tags: API_TAGS });
  await socketRoutes(app, ctx.sessions, ctx.realtime, { sweepMs: options.socketSweepMs });

  for (const domain of domains) await domain.register(app, ctx);
  await registerResources(
    app,
    ctx,
    domains.flatMap((d) => d.resources ?? []),
  );
  await serveWebApp(app, config.webDist);

  await app.ready();
  return { app, ctx };
}

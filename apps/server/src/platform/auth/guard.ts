import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { SessionResolver } from './auth-context.ts';

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

/**
 * Every route must say who may call it. A route without a guard stops the server at start-up,
 * so an endpoint can never be public by accident.
 */
export function installGuard(app: FastifyInstance, sessions: SessionResolver) {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const guard = route.config?.guard;
    const valid =
      guard === 'public' ||
      guard === 'login' ||
      (typeof guard === 'object' && typeof guard.perm === 'string' && guard.perm);
    if (!valid) throw new Error(`路由 ${route.method} ${route.url} 未声明访问控制 (guard)`);
  });
  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config?.guard;
    const token = tokenOf(request);
    if (token) request.auth = await sessions.resolve(token);
    if (guard === 'public' || guard === undefined) return; // undefined: Fastify's own 404 route
    if (!request.auth) throw unauthorized(token ? 'Token失效，请重新登录' : '未登录，请先登录');
    if (typeof guard === 'object' && !request.auth.perms.has(guard.perm)) throw forbidden();
  });
}

import {
  isPermissionCode,
  type PermissionCode,
  type ResourceAction,
  type ResourceDef,
  resourceKey,
  resourcePermission,
} from '@ck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import { tenantBlockOf } from '../tenancy/tenant-state.ts';
import type { Guard, GuardedRoute, SessionResolver } from './auth-context.ts';

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-access-token'];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

/** The route `config` of a route only holders of a catalogue permission may call (`PERMS.user.add`). */
export function requirePerm(code: PermissionCode): { guard: Guard } {
  return { guard: { perm: code } };
}

/**
 * The route `config`s of one catalogue group, by key: `const perm = permGuards(PERMS.user)` then
 * `{ config: perm.add }`. A key the group lacks fails to compile.
 */
export function permGuards<T extends Readonly<Record<string, PermissionCode>>>(
  codes: T,
): { readonly [K in keyof T]: { guard: Guard } } {
  const configs = Object.entries(codes).map(([key, code]) => [key, requirePerm(code)]);
  // Object.fromEntries cannot keep the keys' types; they are the group's own keys.
  return Object.fromEntries(configs) as { readonly [K in keyof T]: { guard: Guard } };
}

/** The route `config` of a resource engine route: the declared resource's permission for the action. */
export function requireResourcePerm(def: ResourceDef, action: ResourceAction): { guard: Guard } {
  const code = resourcePermission(def, action);
  if (!isPermissionCode(code))
    throw new Error(`资源 ${resourceKey(def)} 不在 @ck/shared 声明的资源中，权限码 ${code} 无效`);
  return requirePerm(code);
}

/**
 * Every route must say who may call it. A route without a guard stops the server at start-up,
 * so an endpoint can never be public by accident; so does a permission code that is neither in the
 * catalogue (`PERMISSION_CATALOGUE`) nor a declared resource's. `app.guardedRoutes` lists them all.
 */
export function installGuard(app: FastifyInstance, sessions: SessionResolver) {
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const guard = route.config?.guard;
    const valid =
      guard === 'public' ||
      guard === 'login' ||
      (typeof guard === 'object' && typeof guard.perm === 'string' && guard.perm);
    if (!valid) throw new Error(`路由 ${route.method} ${route.url} 未声明访问控制 (guard)`);
    if (typeof guard === 'object' && !isPermissionCode(guard.perm))
      throw new Error(`路由 ${route.method} ${route.url} 的权限码 ${guard.perm} 不在权限目录中`);
    for (const method of [route.method].flat()) guarded.push({ method, url: route.url, guard });
  });
  app.addHook('onRequest', async (request) => {
    const guard = request.routeOptions.config?.guard;
    const token = tokenOf(request);
    if (token) request.auth = await sessions.resolve(token);
    if (guard === 'public' || guard === undefined) return; // undefined: Fastify's own 404 route
    if (!request.auth) throw unauthorized(token ? 'Token失效，请重新登录' : '未登录，请先登录');
    // A disabled or expired tenant's users keep their session but may only read who they are and why.
    if (!request.routeOptions.config?.tenantExempt) {
      const block = tenantBlockOf(request.auth.tenantId, request.auth.tenant);
      if (block) throw forbidden(block.message);
    }
    if (typeof guard === 'object' && !request.auth.perms.has(guard.perm)) throw forbidden();
  });
}

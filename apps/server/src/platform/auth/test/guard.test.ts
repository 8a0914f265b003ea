import { dictResource, PERMS, type ResourceDef } from '@ck/shared';
import Fastify, { type FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../http/error-handler.ts';
import type { SessionResolver } from '../auth-context.ts';
import { installGuard, permGuards, requirePerm, requireResourcePerm } from '../guard.ts';

const noSessions = { resolve: async () => null } satisfies SessionResolver;

describe('route guard', () => {
  it('stops start-up when a route declares no guard', async () => {
    const app = Fastify();
    installGuard(app, noSessions);
    expect(() => app.get('/api/open', async () => 'x')).toThrow(/未声明访问控制/);
    await app.close();
  });

  it('refuses an empty permission code', async () => {
    const app = Fastify();
    installGuard(app, noSessions);
    // @ts-expect-error: an empty code is not a permission code
    const config: FastifyContextConfig = { guard: { perm: '' } };
    expect(() => app.get('/api/x', { config }, async () => 'x')).toThrow(/未声明访问控制/);
    await app.close();
  });

  it('lets public routes through and asks for a session on the others', async () => {
    const app = Fastify();
    installErrorHandler(app);
    installGuard(app, noSessions);
    app.get('/p', { config: { guard: 'public' } }, async () => 'ok');
    app.get('/l', { config: { guard: 'login' } }, async () => 'ok');
    app.get('/x', { config: requirePerm(PERMS.user.list) }, async () => 'ok');
    expect((await app.inject('/p')).statusCode).toBe(200);
    expect((await app.inject('/l')).statusCode).toBe(401);
    expect((await app.inject('/x')).statusCode).toBe(401);
    await app.close();
  });

  it('refuses at start-up a permission code outside the catalogue and the declared resources', async () => {
    const app = Fastify();
    installGuard(app, noSessions);
    // @ts-expect-error: a typo in a code fails to compile
    expect(() => app.get('/a', { config: requirePerm('system:user:ad') }, async () => 'x')).toThrow(
      /权限码 system:user:ad 不在权限目录中/,
    );
    // @ts-expect-error: so does a code written into the config by hand
    const config: FastifyContextConfig = { guard: { perm: 'a:b' } };
    expect(() => app.get('/b', { config }, async () => 'x')).toThrow(/权限码 a:b 不在权限目录中/);
    // @ts-expect-error: a group key that does not exist
    expect(permGuards(PERMS.user).nothing).toBeUndefined();
    await app.close();
  });

  it('builds route configs from the catalogue and from declared resources only', () => {
    expect(requirePerm(PERMS.user.add)).toEqual({ guard: { perm: 'user:add' } });
    expect(permGuards(PERMS.role).permission).toEqual({ guard: { perm: 'system:role:permission' } });
    expect(requireResourcePerm(dictResource, 'export')).toEqual({ guard: { perm: 'system:dict:export' } });
    const undeclared: ResourceDef = { ...dictResource, name: 'ghost', permPrefix: 'system:ghost' };
    expect(() => requireResourcePerm(undeclared, 'list')).toThrow(/system:ghost:list 无效/);
  });

  it('lists every declared route with its guard', async () => {
    const app = Fastify({ exposeHeadRoutes: false });
    installGuard(app, noSessions);
    app.get('/p', { config: { guard: 'public' } }, async () => 'ok');
    await app.register(async (scope) => {
      scope.post('/x', { config: requirePerm(PERMS.role.add) }, async () => 'ok');
    });
    await app.ready();
    expect(app.guardedRoutes).toEqual([
      { method: 'GET', url: '/p', guard: 'public' },
      { method: 'POST', url: '/x', guard: { perm: 'system:role:add' } },
    ]);
    await app.close();
  });
});

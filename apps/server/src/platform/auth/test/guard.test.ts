import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../../http/error-handler.ts';
import type { SessionResolver } from '../auth-context.ts';
import { installGuard } from '../guard.ts';

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
    expect(() => app.get('/api/x', { config: { guard: { perm: '' } } }, async () => 'x')).toThrow(
      /未声明访问控制/,
    );
    await app.close();
  });

  it('lets public routes through and asks for a session on the others', async () => {
    const app = Fastify();
    installErrorHandler(app);
    installGuard(app, noSessions);
    app.get('/p', { config: { guard: 'public' } }, async () => 'ok');
    app.get('/l', { config: { guard: 'login' } }, async () => 'ok');
    app.get('/x', { config: { guard: { perm: 'a:b' } } }, async () => 'ok');
    expect((await app.inject('/p')).statusCode).toBe(200);
    expect((await app.inject('/l')).statusCode).toBe(401);
    expect((await app.inject('/x')).statusCode).toBe(401);
    await app.close();
  });
});

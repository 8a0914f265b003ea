import type { FastifyReply, FastifyRequest } from 'fastify';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { tooMany } from '../../../platform/http/errors.ts';

/** Requests per minute and address to the public companion API: reads, and writes (start, save, submit). */
export const MP_LIMITS = { readsPerMinute: 240, writesPerMinute: 60 } as const;

const reads = new FailureLimiter(MP_LIMITS.readsPerMinute, 60_000);
const writes = new FailureLimiter(MP_LIMITS.writesPerMinute, 60_000);

/**
 * Pre-handler of every `/api/mp/v1` route: a fixed window per address (in memory per process, like
 * the sign-in limits), so one client cannot flood the public API.
 */
export async function mpRateLimit(req: FastifyRequest, reply: FastifyReply) {
  const limiter = req.method === 'GET' ? reads : writes;
  if (limiter.blocked(req.ip)) {
    reply.header('Retry-After', Math.ceil(limiter.retryAfterMs(req.ip) / 1000));
    throw tooMany('访问过于频繁，请稍后再试');
  }
  limiter.fail(req.ip);
}

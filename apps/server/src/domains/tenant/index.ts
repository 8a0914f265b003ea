import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';

function register(_app: FastifyInstance, _ctx: AppContext) {}

/** Tenants (租户): schools and training organisations, their first administrator, quotas and licences. */
export const tenant: Domain = { name: 'tenant', register };

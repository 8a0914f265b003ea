import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { shopResources } from './resources.ts';

function register(_app: FastifyInstance, _ctx: AppContext) {}

/** The shop: goods and categories, orders (points or money) and payment providers. */
export const shop: Domain = { name: 'shop', register, resources: shopResources };

export * from './resources.ts';
export * from './tables.ts';

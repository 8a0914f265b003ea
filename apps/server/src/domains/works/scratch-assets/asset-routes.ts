import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Routes of the Scratch asset library and backpack. */
export function scratchAssetRoutes(_app: FastifyInstance, _ctx: AppContext) {}

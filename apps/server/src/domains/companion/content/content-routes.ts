import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** The public content API of the companion (`/api/mp/v1/cities|home|articles|article`). */
export function contentRoutes(_app: FastifyInstance, _ctx: AppContext) {}

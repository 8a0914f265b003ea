import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Routes of teachingWork: CRUD, submit, mine, files and versions. */
export function workRoutes(_app: FastifyInstance, _ctx: AppContext) {}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Mounts the routes of every declared resource. */
export async function registerResources(_app: FastifyInstance, _ctx: AppContext) {}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** The question bank: list, read, write, copy, move, import and export (teachingQuestion). */
export function questionRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

export const CONTEST_BASE = '/api/teaching/teachingContest';
export const CONTEST_TAGS = ['contest'];

/** Contests, groups, schools, teams, participants and verification codes (back office and registration). */
export function contestRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}

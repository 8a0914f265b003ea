import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { codeRoutes } from './code-routes.ts';
import { contestAdminRoutes } from './contest-admin-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { participantRoutes } from './participant-routes.ts';
import { registrationRoutes } from './registration-routes.ts';
import { schoolRoutes } from './school-routes.ts';
import { teamRoutes } from './team-routes.ts';

export const CONTEST_BASE = '/api/teaching/teachingContest';
export const CONTEST_TAGS = ['contest'];

/** Contests, groups, schools, teams, participants and verification codes (back office and registration). */
export function contestRoutes(fastify: FastifyInstance, ctx: AppContext) {
  contestAdminRoutes(fastify, ctx, CONTEST_BASE, CONTEST_TAGS);
  registrationRoutes(fastify, ctx, CONTEST_BASE, CONTEST_TAGS);
  groupRoutes(fastify, ctx, CONTEST_TAGS);
  schoolRoutes(fastify, ctx, CONTEST_TAGS);
  teamRoutes(fastify, ctx, CONTEST_TAGS);
  participantRoutes(fastify, ctx, CONTEST_TAGS);
  codeRoutes(fastify, ctx, CONTEST_TAGS);
}

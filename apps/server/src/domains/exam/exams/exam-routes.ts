import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';

/** Exams: scheduling, taking, grading and records (teachingExam, teachingUserPaper). */
export function examRoutes(_fastify: FastifyInstance, _ctx: AppContext) {}

import { envelopeOf, PERMS, reviewBody, reviewItemSchema, reviewQueueQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { ReviewService } from './review-service.ts';

const BASE = '/api/teaching/teachingExam';
const TAGS = ['exam'];

/** Grading short answers and practical tasks. */
export function reviewRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reviews = new ReviewService(ctx);

  app.get(
    `${BASE}/reviewQueue`,
    routeDoc(
      requirePerm(PERMS.examReview.review),
      TAGS,
      '阅卷队列：已交答卷中的简答题与实操题（实操题的 `workId` 为作品），可按题目或答卷筛选；`state=pending` 只看待评分的',
      { querystring: reviewQueueQuery, response: { 200: envelopeOf(z.array(reviewItemSchema)) } },
    ),
    async (req) => ok(await reviews.queue(req.auth!, req.query)),
  );

  app.post(
    `${BASE}/review`,
    routeDoc(
      requirePerm(PERMS.examReview.review),
      TAGS,
      '评分 `{userPaperId, questionId, score, comment}`：0 到本题分值；重新计算总分、等级与状态',
      {
        body: reviewBody,
        response: {
          200: envelopeOf(
            z.object({
              userPaperStatus: z.number().int(),
              gotScore: z.number().nullable(),
              grade: z.string().nullable(),
            }),
          ),
        },
      },
    ),
    async (req) => ok(await reviews.review(req.auth!, req.body), '评分已保存'),
  );
}

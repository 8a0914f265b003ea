import { PERMS, reviewBody, reviewItemSchema, reviewQueueQuery } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ReviewService } from './review-service.ts';

const BASE = '/api/teaching/teachingExam';
const TAGS = ['exam'];

/** Grading short answers and practical tasks. */
export function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const reviews = new ReviewService(ctx);
  const crud = crudRoutes(app, BASE, TAGS);

  crud.read('reviewQueue', {
    perm: PERMS.examReview.review,
    summary:
      '阅卷队列：已交答卷中的简答题与实操题（实操题的 `workId` 为作品），可按题目或答卷筛选；`state=pending` 只看待评分的',
    query: reviewQueueQuery,
    result: z.array(reviewItemSchema),
    find: (auth, q) => reviews.queue(auth, q),
  });
  crud.write('POST', 'review', {
    perm: PERMS.examReview.review,
    summary: '评分 `{userPaperId, questionId, score, comment}`：0 到本题分值；重新计算总分、等级与状态',
    input: reviewBody,
    result: z.object({
      userPaperStatus: z.number().int(),
      gotScore: z.number().nullable(),
      grade: z.string().nullable(),
    }),
    message: '评分已保存',
    run: (auth, body) => reviews.review(auth, body),
  });
}

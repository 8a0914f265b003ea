import { envelopeOf, pageResultOf, userPaperListQuery, userPaperRecordSchema } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/http/envelope.ts';
import { pageOf } from '../../../platform/http/paging.ts';

const TAGS = ['site'];

/**
 * The signed-in user's exam records, newest first (welcome card, profile card). Until papers and exams
 * are stored the list is an empty page of the usual shape.
 */
export function userPaperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/teaching/teachingUserPaper/listpaper',
    {
      config: { guard: 'login' },
      schema: {
        summary: '我的考试记录（按时间倒序），欢迎卡片与个人卡片使用',
        tags: TAGS,
        querystring: userPaperListQuery,
        response: { 200: envelopeOf(pageResultOf(userPaperRecordSchema)) },
      },
    },
    async (req) => ok(pageOf([], 0, req.query.pageNo, req.query.pageSize), '查询成功'),
  );
}

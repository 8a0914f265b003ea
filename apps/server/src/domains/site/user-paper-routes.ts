import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { pagingFields } from '../../platform/http/paging.ts';

const TAGS = ['site'];

const page = z.object(pagingFields({ maxSize: 100 }));

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
        querystring: page,
      },
    },
    async (req) =>
      ok(
        { records: [], total: 0, size: req.query.pageSize, current: req.query.pageNo, pages: 0 },
        '查询成功',
      ),
  );
}

import {
  envelopeOf,
  myPointsSchema,
  pageResultOf,
  pointsLedgerItemSchema,
  pointsLedgerQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { pointsLedger, pointsOf } from './points-service.ts';

const TAGS = ['points'];

/** Points of the signed-in user: balance and ledger. */
export function pointsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/teaching/teachingJifen/getMyJifen',
    {
      config: { guard: 'login' },
      schema: { summary: '当前积分（默认 0）', tags: TAGS, response: { 200: envelopeOf(myPointsSchema) } },
    },
    async (req) => ok(await pointsOf(db, req.auth!.tenantId, req.auth!.userId), '查询成功'),
  );

  app.get(
    '/api/teaching/teachingJifen/myList',
    {
      config: { guard: 'login' },
      schema: {
        summary: '我的积分流水 `{amount, reason, createTime}`',
        tags: TAGS,
        querystring: pointsLedgerQuery,
        response: { 200: envelopeOf(pageResultOf(pointsLedgerItemSchema)) },
      },
    },
    async (req) =>
      ok(await pointsLedger(db, req.auth!.tenantId, req.auth!.userId, req.query.pageNo, req.query.pageSize)),
  );
}

import { envelopeOf, paperClassificationNodeSchema } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { classificationTree } from './classification-nodes.ts';

/** The classification tree for pickers (teachingPaperClassification/listNoAuth). */
export function classificationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/teaching/teachingPaperClassification/listNoAuth',
    routeDoc(
      { guard: 'login' },
      ['exam'],
      '题库分类树（选择器用）：本机构全部分类，同级按排序号再按名称排列；任何已登录用户可读',
      { response: { 200: envelopeOf(z.array(paperClassificationNodeSchema)) } },
    ),
    async (req) => ok(await classificationTree(ctx.db, req.auth!.tenantId)),
  );
}

import { paperClassificationNodeSchema } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { classificationTree } from './classification-nodes.ts';

/** The classification tree for pickers (teachingPaperClassification/listNoAuth). */
export function classificationRoutes(app: FastifyInstance, ctx: AppContext) {
  crudRoutes(app, '/api/teaching/teachingPaperClassification', ['exam']).read('listNoAuth', {
    perm: 'login',
    summary: '题库分类树（选择器用）：本机构全部分类，同级按排序号再按名称排列；任何已登录用户可读',
    result: z.array(paperClassificationNodeSchema),
    find: (auth) => classificationTree(ctx.db, auth.tenantId),
  });
}

import { currentDepartsSchema, envelopeOf, selectDepartBody, userInfoResultSchema } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { currentDeparts, selectDepart } from './current-depart.ts';

const TAGS = ['identity'];

/** The signed-in user's departments and switching between them. */
export function departRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sys/user/getCurrentUserDeparts',
    routeDoc({ guard: 'login' }, TAGS, '我所属的部门 `{list, orgCode}`', {
      response: { 200: envelopeOf(currentDepartsSchema) },
    }),
    async (req) => ok(await currentDeparts(ctx, req.auth!)),
  );

  // `username` is accepted for compatibility and ignored: one may only switch one's own department.
  const select = {
    config: { guard: 'login' as const },
    schema: {
      summary: '切换当前部门 `{orgCode}` → `{userInfo}`，只能切换到自己所属的部门',
      tags: TAGS,
      body: selectDepartBody,
      response: { 200: envelopeOf(userInfoResultSchema) },
    },
  };
  for (const method of ['PUT', 'POST'] as const)
    app.route({
      method,
      url: '/api/sys/selectDepart',
      ...select,
      handler: async (req) => ok(await selectDepart(ctx, req.auth!, req.body.orgCode), '切换部门成功'),
    });
}

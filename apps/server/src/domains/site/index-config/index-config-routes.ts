import { emptyEnvelope, indexConfigBody, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { saveIndexConfig } from './index-config-service.ts';

const TAGS = ['site'];

/** Official-site settings (`indexConfig`): index logo, shop flag, my buttons, button list, carousel. */
export function indexConfigRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/teaching/indexConfig/save',
    routeDoc(
      requirePerm(PERMS.indexConfig.edit),
      TAGS,
      '官网设置 `{indexConfig: {indexLogo, ifshopping, mybutton, buttonList: [{title, desc}]}, joinClassText?, banner?: [], bannerLinks?: []}`',
      { body: indexConfigBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => okAfter(saveIndexConfig(ctx.db, req.auth!.tenantId, req.body), '官网设置已保存'),
  );
}

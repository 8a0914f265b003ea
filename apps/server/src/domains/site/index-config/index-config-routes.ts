import { emptyEnvelope, indexConfigBody, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { saveIndexConfig } from './index-config-service.ts';

const TAGS = ['site'];

/** Official-site settings (`indexConfig`): index logo, shop flag, my buttons, button list, carousel. */
export function indexConfigRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/teaching/indexConfig/save',
    {
      config: requirePerm(PERMS.indexConfig.edit),
      schema: {
        summary:
          '官网设置 `{indexConfig: {indexLogo, ifshopping, mybutton, buttonList: [{title, desc}]}, joinClassText?, banner?: [], bannerLinks?: []}`',
        tags: TAGS,
        body: indexConfigBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await saveIndexConfig(ctx.db, req.auth!.tenantId, req.body);
      return ok(null, '官网设置已保存');
    },
  );
}

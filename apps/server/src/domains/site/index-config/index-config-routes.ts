import { indexConfigBody, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { saveIndexConfig } from './index-config-service.ts';

const TAGS = ['site'];

/** Official-site settings (`indexConfig`): index logo, shop flag, my buttons, button list, carousel. */
export function indexConfigRoutes(fastify: FastifyInstance, ctx: AppContext) {
  crudRoutes(fastify, '/api/teaching/indexConfig', TAGS).command('PUT', 'save', {
    perm: PERMS.indexConfig.edit,
    summary:
      '官网设置 `{indexConfig: {indexLogo, ifshopping, mybutton, buttonList: [{title, desc}]}, joinClassText?, banner?: [], bannerLinks?: []}`',
    input: indexConfigBody,
    message: '官网设置已保存',
    run: (auth, body) => saveIndexConfig(ctx.db, auth.tenantId, body),
  });
}

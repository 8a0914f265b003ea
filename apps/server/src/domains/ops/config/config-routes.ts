import { configMapSchema, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { configEditSchema } from './config-rules.ts';
import { allConfig, saveConfig } from './config-service.ts';

const TAGS = ['ops'];

/** `/api/sys/config/*` for administrators: read every key, save a partial set. */
export function configRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const crud = crudRoutes(app, '/api/sys/config', TAGS);

  crud.read('list', {
    perm: PERMS.config.edit,
    summary: '全部配置项，含 `_` 开头的私有项',
    result: configMapSchema,
    message: '查询成功',
    find: (auth) => allConfig(db, auth.tenantId),
  });
  for (const method of ['PUT', 'POST'] as const)
    crud.write(method, 'edit', {
      perm: PERMS.config.edit,
      summary: '修改部分配置；未知配置项拒绝，页脚 HTML 保存时过滤',
      input: configEditSchema,
      result: configMapSchema,
      message: '保存成功！',
      run: (auth, body) => saveConfig(db, auth, body),
    });
}

import { configMapSchema, envelopeOf, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { type ConfigEdit, configEditSchema } from './config-rules.ts';
import { allConfig, saveConfig } from './config-service.ts';

const TAGS = ['ops'];
const configAnswer = envelopeOf(configMapSchema);

/** `/api/sys/config/*` for administrators: read every key, save a partial set. */
export function configRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const guard = requirePerm(PERMS.config.edit);

  const listDoc = {
    summary: '全部配置项，含 `_` 开头的私有项',
    tags: TAGS,
    response: { 200: configAnswer },
  };
  app.get('/api/sys/config/list', { config: guard, schema: listDoc }, async (req) =>
    ok(await allConfig(db, req.auth!.tenantId), '查询成功'),
  );

  const save = async (req: { auth: AuthContext | null; body: ConfigEdit }) =>
    ok(await saveConfig(db, req.auth!, req.body), '保存成功！');
  const editSchema = {
    summary: '修改部分配置；未知配置项拒绝，页脚 HTML 保存时过滤',
    tags: TAGS,
    body: configEditSchema,
    response: { 200: configAnswer },
  };
  app.put('/api/sys/config/edit', { config: guard, schema: editSchema }, save);
  app.post('/api/sys/config/edit', { config: guard, schema: editSchema }, save);
}

import { envelopeOf, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { DISPLAY_CONFIG_KEYS, SETTABLE_CONFIG_KEYS, tenantConfigBody } from './config-rules.ts';
import { allConfig, saveConfig } from './config-service.ts';

const TAGS = ['ops'];
const configRowSchema = z.object({ configKey: z.string(), configValue: z.string() });

/** The settings calls of JeecgBoot-family clients: one key for pages, the key list and save for the form. */
export function configClientRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/api/sys/config/getConfig',
    routeDoc(
      { guard: 'public' },
      TAGS,
      '读取一个配置项的值 `?key=`（访客读默认机构的）；`_` 开头的私有项只能读展示文案（`_homeHtml` 等）',
      {
        querystring: z.object({
          key: z.string({ error: '请提供配置项' }).regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, '配置项名称不合法'),
        }),
        response: { 200: envelopeOf(z.string()) },
      },
    ),
    async (req) => {
      const { key } = req.query;
      if (key.startsWith('_') && !DISPLAY_CONFIG_KEYS.has(key)) throw forbidden('该配置项不公开');
      const config = await allConfig(db, req.auth?.tenantId ?? DEFAULT_TENANT_ID);
      return ok(config[key] ?? '', '查询成功');
    },
  );

  const crud = crudRoutes(app, '/api/sys/config', TAGS);
  crud.read('getAllConfigList', {
    perm: PERMS.config.edit,
    summary: '设置表单读取的全部可设置项 `[{configKey, configValue}]`，含私有项',
    result: z.array(configRowSchema),
    message: '查询成功',
    find: async (auth) => {
      const config = await allConfig(db, auth.tenantId);
      return Object.entries(config)
        .filter(([configKey]) => SETTABLE_CONFIG_KEYS.has(configKey))
        .map(([configKey, configValue]) => ({ configKey, configValue }));
    },
  });
  crud.write('POST', 'saveTenantConfig', {
    perm: PERMS.config.edit,
    summary:
      '保存设置表单：与 `config/edit` 规则相同；班级可写作 `_defaultDepart`，`indexConfig` 可为读出时的 JSON 文本；未知配置项拒绝',
    input: tenantConfigBody,
    result: z.record(z.string(), z.string()),
    message: '修改成功',
    run: (auth, body) => saveConfig(db, auth, body),
  });
}

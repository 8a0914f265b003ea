import { aiConnectionTestSchema, aiSettingSaveSchema, aiSettingViewSchema, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { AiSettingService } from './settings-service.ts';

export const AI_SETTING_BASE = '/api/teaching/teachingAiSetting';

/** The provider settings page: read (key masked), save (key sealed), test the connection. */
export function aiSettingRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const settings = new AiSettingService(ctx);
  const perm = PERMS.ai.setting;

  const crud = crudRoutes(fastify, AI_SETTING_BASE, tags);
  crud.read('get', {
    perm,
    summary:
      'AI 设置：接口地址、模型、使用规则；密钥只显示掩码（如 `sk-****wxyz`）与 `hasKey`，未保存过时为默认值',
    result: aiSettingViewSchema,
    find: (auth) => settings.view(auth),
  });
  crud.write('POST', 'save', {
    perm,
    summary:
      '保存 AI 设置 → 保存后的设置（密钥掩码）。密钥加密保存；`apiKey` 为空或为掩码时保留原密钥（更换接口地址的主机时须重新填写）；`roles` 须为本机构的角色编码',
    input: aiSettingSaveSchema,
    result: aiSettingViewSchema,
    message: '保存成功！',
    run: (auth, body) => settings.save(auth, body),
  });
  crud.write('POST', 'test', {
    perm,
    summary:
      '测试连接：用表单中（未保存）的设置问一句“请回复：连接成功”；`apiKey` 为空或为掩码时用已保存的密钥（仅限同一主机）。服务商出错、超时时 `ok` 为 false 并给出中文原因；每人每分钟最多 10 次',
    input: aiSettingSaveSchema,
    result: aiConnectionTestSchema,
    run: (auth, body) => settings.test(auth, body),
  });
}

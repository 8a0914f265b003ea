import {
  PERMS,
  payMethodsSchema,
  paySettingSaveSchema,
  paySettingTestBodySchema,
  paySettingTestSchema,
  paySettingViewSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../../context.ts';
import { crudRoutes } from '../../../../platform/http/crud-routes.ts';
import { enabledProviders } from '../payment-gateway.ts';
import { PaySettingService } from './pay-settings-service.ts';

export const PAY_SETTING_BASE = '/api/teaching/teachingPaySetting';

/** 支付设置 (always the caller's tenant) and the pay options a buyer sees. */
export function paySettingRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const service = new PaySettingService(ctx);
  const perm = PERMS.payment.setting;

  crudRoutes(fastify, '/api/pay', tags).read('methods', {
    perm: 'login',
    summary: '本机构可用的支付方式：线下支付（管理员未关闭时）及已启用的微信支付、支付宝',
    result: payMethodsSchema,
    find: (auth) => enabledProviders(ctx, auth.tenantId),
  });

  const crud = crudRoutes(fastify, PAY_SETTING_BASE, tags);
  crud.read('list', {
    perm,
    summary:
      '支付设置：每种支付方式一项（线下支付、微信支付、支付宝），含公开配置、是否启用、应填给支付平台的通知地址；密钥只显示“已设置（…末四位）”',
    result: z.array(paySettingViewSchema),
    find: (auth) => service.list(auth),
  });
  crud.write('POST', 'save', {
    perm,
    summary:
      '保存一种支付方式的设置 → 保存后的设置（密钥掩码）。配置按支付方式校验，私钥、公钥须是可解析的 RSA 2048 密钥；`secrets` 中留空的项保留原密钥；密钥加密保存；启用时密钥必须齐全',
    input: paySettingSaveSchema,
    result: paySettingViewSchema,
    message: '保存成功！',
    run: (auth, body) => service.save(auth, body),
  });
  crud.write('POST', 'test', {
    perm,
    summary: '检查已保存的设置：是否完整、私钥能否签名、公钥能否加载（不调用支付平台）',
    input: paySettingTestBodySchema,
    result: paySettingTestSchema,
    run: (auth, body) => service.test(auth, body.provider),
  });
}

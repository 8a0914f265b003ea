import type { PayProvider } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { alipayProvider } from './alipay/alipay-provider.ts';
import { manualProvider } from './manual-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  alipaySettingsOf,
  payRowOf,
  payRowsOf,
  storedSettingOf,
  wechatSettingsOf,
} from './settings/pay-settings-store.ts';
import { wechatProvider } from './wechat/wechat-provider.ts';

const NOT_ENABLED = '该支付方式未开通';

/**
 * The provider that takes a tenant's money by `method`, refused when it is not set up and enabled.
 * Offline payment needs no settings: it is available unless an administrator switched it off.
 */
export async function providerFor(
  ctx: AppContext,
  tenantId: string,
  method: PayProvider,
): Promise<PaymentProvider> {
  const row = await payRowOf(ctx.db, tenantId, method);
  if (method === 'manual') {
    if (row && row.enabled !== 1) throw badRequest(NOT_ENABLED);
    return manualProvider;
  }
  if (row?.enabled !== 1) throw badRequest(NOT_ENABLED);
  const stored = storedSettingOf(row, ctx.secrets);
  if (stored.secretsLost) throw badRequest('支付密钥无法读取，请管理员在支付设置中重新填写密钥');
  const incomplete = () => badRequest('支付设置不完整，请管理员在支付设置中补全');
  if (method === 'wechat') {
    const settings = wechatSettingsOf(tenantId, stored);
    if (!settings) throw incomplete();
    return wechatProvider(settings);
  }
  const settings = alipaySettingsOf(tenantId, stored);
  if (!settings) throw incomplete();
  return alipayProvider(settings);
}

/** The providers the tenant takes money with now, in `PAY_PROVIDERS` order. */
export async function enabledProviders(ctx: AppContext, tenantId: string): Promise<PayProvider[]> {
  const rows = await payRowsOf(ctx.db, tenantId);
  const enabled = (p: PayProvider) => rows.find((r) => r.provider === p)?.enabled === 1;
  const manualOff = rows.some((r) => r.provider === 'manual' && r.enabled !== 1);
  return [...(manualOff ? [] : (['manual'] as const)), ...(['wechat', 'alipay'] as const).filter(enabled)];
}

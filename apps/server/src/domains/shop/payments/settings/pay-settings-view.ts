import {
  ALIPAY_GATEWAY,
  alipayConfigSchema,
  manualPayConfigSchema,
  PAY_METHODS,
  PAY_SECRET_FIELDS,
  type PayProvider,
  type PaySettingView,
  payNotifyPath,
  WECHAT_PAY_GATEWAY,
  wechatPayConfigSchema,
} from '@ck/shared';
import { formatDateTime } from '../../../../platform/http/dates.ts';
import { maskSecret } from '../secret-mask.ts';
import type { StoredPaySetting } from './pay-settings-store.ts';

export const CONFIG_SCHEMAS = {
  manual: manualPayConfigSchema,
  wechat: wechatPayConfigSchema,
  alipay: alipayConfigSchema,
} as const;

const DEFAULT_CONFIG: Record<PayProvider, Record<string, string>> = {
  manual: {},
  wechat: { gateway: WECHAT_PAY_GATEWAY },
  alipay: { gateway: ALIPAY_GATEWAY, returnUrl: '' },
};

/** Before anything is saved: offline payment on, the others off. */
const enabledByDefault = (provider: PayProvider) => provider === 'manual';

/** One provider's settings for the browser: its public fields, and secrets only as set / not set. */
export function paySettingView(provider: PayProvider, stored: StoredPaySetting | null): PaySettingView {
  const fields = Object.keys(CONFIG_SCHEMAS[provider].shape);
  const config = Object.fromEntries(
    fields.map((field) => {
      const value = stored?.config[field] ?? DEFAULT_CONFIG[provider][field] ?? '';
      return [field, typeof value === 'string' ? value : String(value)];
    }),
  );
  const secrets = Object.fromEntries(
    PAY_SECRET_FIELDS[provider].map((field) => [field, maskSecret(stored?.secrets[field] ?? '')]),
  );
  const siteUrl = config.siteUrl;
  return {
    provider,
    name: PAY_METHODS[provider],
    enabled: stored ? stored.enabled : enabledByDefault(provider),
    config,
    secrets,
    notifyUrl: provider !== 'manual' && siteUrl ? `${siteUrl}${payNotifyPath(provider)}` : null,
    updateTime: formatDateTime(stored?.updateTime ?? null),
  };
}

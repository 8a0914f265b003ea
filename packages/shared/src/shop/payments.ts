import { z } from 'zod';
import { PAY_PROVIDERS } from './constants.ts';

// 支付设置: per provider, public settings (plain JSON) and secrets (sealed on the server, never sent back).

export const WECHAT_PAY_GATEWAY = 'https://api.mch.weixin.qq.com';
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** The path a provider posts its payment notifications to, below the site's address. */
export const payNotifyPath = (provider: 'wechat' | 'alipay') => `/api/pay/notify/${provider}`;

const httpUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(300, `${label}不能超过 300 个字符`)
    .regex(/^https?:\/\/[^\s]+$/, `${label}必须是 http(s) 地址`);

/** The public base address of this site (`https://school.example.com`), no trailing slash. */
const siteUrl = httpUrl('本站地址').transform((url) => url.replace(/\/+$/, ''));

const pem = (label: string) => z.string().trim().min(1, `请填写${label}`).max(8000, `${label}过长`);

export const manualPayConfigSchema = z.object({});

export const wechatPayConfigSchema = z.object({
  mchId: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, '商户号应为 6-32 位数字'),
  appId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{6,32}$/, 'AppID 格式不正确'),
  /** The serial number of the merchant's API certificate. */
  serialNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8,64}$/, '商户证书序列号格式不正确'),
  /** The id of WeChat Pay's public key (`PUB_KEY_ID_...`) or the platform certificate's serial. */
  platformSerial: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{8,64}$/, '微信支付公钥 ID 格式不正确'),
  /** WeChat Pay's public key (PEM): checks the signatures of answers and notifications. */
  platformPublicKey: pem('微信支付公钥'),
  gateway: httpUrl('接口地址').default(WECHAT_PAY_GATEWAY),
  siteUrl,
});
export type WechatPayConfig = z.infer<typeof wechatPayConfigSchema>;

export const wechatPaySecretsSchema = z.object({
  /** The merchant's API private key (PEM). */
  privateKey: z.string().trim().max(8000, '商户私钥过长').default(''),
  apiV3Key: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[\x21-\x7e]{32}$/.test(v), 'APIv3 密钥应为 32 个字符')
    .default(''),
});

export const alipayConfigSchema = z.object({
  appId: z
    .string()
    .trim()
    .regex(/^\d{8,32}$/, '支付宝 AppID 应为数字'),
  /** Alipay's public key (PEM or the bare base64 of the open platform): checks notifications and answers. */
  alipayPublicKey: pem('支付宝公钥'),
  gateway: httpUrl('网关地址').default(ALIPAY_GATEWAY),
  siteUrl,
  /** Where the buyer's browser goes after paying; empty: Alipay's own result page. */
  returnUrl: z.union([z.literal(''), httpUrl('支付完成跳转地址')]).default(''),
});
export type AlipayConfig = z.infer<typeof alipayConfigSchema>;

export const alipaySecretsSchema = z.object({
  /** The application's RSA2 private key (PEM or bare base64). */
  privateKey: z.string().trim().max(8000, '应用私钥过长').default(''),
});

/** The secret fields of each provider, in form order. */
export const PAY_SECRET_FIELDS = {
  manual: [],
  wechat: ['privateKey', 'apiV3Key'],
  alipay: ['privateKey'],
} as const satisfies Record<(typeof PAY_PROVIDERS)[number], readonly string[]>;

/**
 * `POST /api/teaching/teachingPaySetting/save`. `config` is checked per provider; a secret left out or
 * empty keeps the stored one.
 */
export const paySettingSaveSchema = z.object({
  provider: z.enum(PAY_PROVIDERS, { error: '支付方式不正确' }),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()).default({}),
  secrets: z.record(z.string(), z.string().max(8000, '密钥过长')).default({}),
});
export type PaySettingSave = z.infer<typeof paySettingSaveSchema>;

/** One provider's settings as the browser sees them: secrets only as `已设置（…abcd）` or ''. */
export const paySettingViewSchema = z.object({
  provider: z.enum(PAY_PROVIDERS),
  name: z.string(),
  enabled: z.boolean(),
  config: z.record(z.string(), z.string()),
  secrets: z.record(z.string(), z.string()),
  /** The address to give the provider for notifications; null without a site address. */
  notifyUrl: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type PaySettingView = z.infer<typeof paySettingViewSchema>;

/** `POST /api/teaching/teachingPaySetting/test {provider}`. */
export const paySettingTestBodySchema = z.object({
  provider: z.enum(PAY_PROVIDERS, { error: '支付方式不正确' }),
});

export const paySettingTestSchema = z.object({ ok: z.boolean(), message: z.string() });
export type PaySettingTest = z.infer<typeof paySettingTestSchema>;

/** `GET /api/pay/methods`: the providers the caller's tenant takes money with. */
export const payMethodsSchema = z.array(z.enum(PAY_PROVIDERS));

/** What WeChat Pay expects back from a notification. */
export const wechatNotifyAnswerSchema = z.object({ code: z.enum(['SUCCESS', 'FAIL']), message: z.string() });

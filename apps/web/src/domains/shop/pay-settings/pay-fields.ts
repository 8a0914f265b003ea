import {
  alipayConfigSchema,
  alipaySecretsSchema,
  type PayProvider,
  wechatPayConfigSchema,
  wechatPaySecretsSchema,
} from '@ck/shared';
import type { z } from 'zod';

/** One input of a provider's card; `schema` is the server's own check of the field. */
export interface PayField {
  name: string;
  label: string;
  placeholder?: string;
  extra?: string;
  /** PEM keys: several lines. */
  multiline?: boolean;
  schema: z.ZodType;
}

export interface PayForm {
  intro: string;
  config: PayField[];
  secrets: PayField[];
}

const SITE_EXTRA = '用户访问本站的地址，支付平台据此回调通知地址（须为公网可访问的 https 地址）';

/** The inputs of each provider's card, in the order the provider's console shows them. */
export const PAY_FORMS: Record<PayProvider, PayForm> = {
  manual: {
    intro: '买家下单后按机构公布的方式（现金、转账等）付款，管理员在订单管理中确认收款。无需密钥。',
    config: [],
    secrets: [],
  },
  wechat: {
    intro: '微信支付 Native 扫码支付（API v3）。在微信支付商户平台的“API 安全”中获取以下信息。',
    config: [
      {
        name: 'mchId',
        label: '商户号',
        placeholder: '1900000109',
        schema: wechatPayConfigSchema.shape.mchId,
      },
      {
        name: 'appId',
        label: 'AppID（公众号或小程序）',
        placeholder: 'wx...',
        schema: wechatPayConfigSchema.shape.appId,
      },
      {
        name: 'serialNo',
        label: '商户 API 证书序列号',
        schema: wechatPayConfigSchema.shape.serialNo,
      },
      {
        name: 'platformSerial',
        label: '微信支付公钥 ID',
        placeholder: 'PUB_KEY_ID_...',
        schema: wechatPayConfigSchema.shape.platformSerial,
      },
      {
        name: 'platformPublicKey',
        label: '微信支付公钥（PEM）',
        placeholder: '-----BEGIN PUBLIC KEY-----',
        multiline: true,
        schema: wechatPayConfigSchema.shape.platformPublicKey,
      },
      {
        name: 'gateway',
        label: '接口地址',
        extra: '一般无需修改',
        schema: wechatPayConfigSchema.shape.gateway,
      },
      {
        name: 'siteUrl',
        label: '本站地址',
        placeholder: 'https://school.example.com',
        extra: SITE_EXTRA,
        schema: wechatPayConfigSchema.shape.siteUrl,
      },
    ],
    secrets: [
      {
        name: 'privateKey',
        label: '商户 API 私钥（apiclient_key.pem）',
        placeholder: '-----BEGIN PRIVATE KEY-----',
        schema: wechatPaySecretsSchema.shape.privateKey,
      },
      { name: 'apiV3Key', label: 'APIv3 密钥（32 位）', schema: wechatPaySecretsSchema.shape.apiV3Key },
    ],
  },
  alipay: {
    intro: '支付宝电脑网站支付（RSA2）。在支付宝开放平台的应用“开发设置”中获取以下信息。',
    config: [
      {
        name: 'appId',
        label: '应用 AppID',
        placeholder: '2021000122671234',
        schema: alipayConfigSchema.shape.appId,
      },
      {
        name: 'alipayPublicKey',
        label: '支付宝公钥',
        placeholder: '-----BEGIN PUBLIC KEY----- 或开放平台显示的公钥字符串',
        multiline: true,
        schema: alipayConfigSchema.shape.alipayPublicKey,
      },
      {
        name: 'gateway',
        label: '网关地址',
        extra: '一般无需修改；沙箱环境填写沙箱网关',
        schema: alipayConfigSchema.shape.gateway,
      },
      {
        name: 'siteUrl',
        label: '本站地址',
        placeholder: 'https://school.example.com',
        extra: SITE_EXTRA,
        schema: alipayConfigSchema.shape.siteUrl,
      },
      {
        name: 'returnUrl',
        label: '支付完成跳转地址',
        extra: '可不填；填写后买家付款完成回到此页面',
        schema: alipayConfigSchema.shape.returnUrl,
      },
    ],
    secrets: [
      {
        name: 'privateKey',
        label: '应用私钥（RSA2）',
        placeholder: '-----BEGIN PRIVATE KEY----- 或密钥工具生成的私钥字符串',
        schema: alipaySecretsSchema.shape.privateKey,
      },
    ],
  },
};

/** The first message of the server's own check of `value`, or null when it passes. */
export function fieldError(field: PayField, value: unknown): string | null {
  const result = field.schema.safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? `${field.label}格式不正确`);
}

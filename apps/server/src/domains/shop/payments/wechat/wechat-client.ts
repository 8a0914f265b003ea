import type { KeyObject } from 'node:crypto';
import { gatewayFetch, gatewayRefused } from '../pay-gateway-error.ts';
import { rsaPrivateKey, rsaPublicKey } from '../pem-keys.ts';
import type { WechatPaySettings } from '../settings/pay-settings-store.ts';
import { authorizationOf, signedHeadersOf, verifyWechat } from './wechat-sign.ts';

const NAME = '微信支付';

/** The parsed keys of a tenant's WeChat Pay settings. */
export interface WechatKeys {
  merchantKey: KeyObject;
  platformKey: KeyObject;
}

export function wechatKeysOf(settings: WechatPaySettings): WechatKeys {
  return {
    merchantKey: rsaPrivateKey(settings.privateKey, '商户 API 私钥'),
    platformKey: rsaPublicKey(settings.platformPublicKey, '微信支付公钥'),
  };
}

/** A refusal of WeChat Pay: the HTTP status and the error code and message of its answer. */
export interface WechatRefusal {
  status: number;
  code: string;
  message: string;
}

export type WechatAnswer =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; refusal: WechatRefusal };

/**
 * One signed call to the WeChat Pay API v3 (a POST of `payload`, or a GET when it is null): the
 * request carries the merchant's signature, and a successful answer (a 204 too, over its empty body)
 * is used only when WeChat Pay's signature over it checks out. A refusal is returned with its code;
 * a network failure or an unsigned success becomes a Chinese 400.
 */
export async function wechatRequest(
  settings: WechatPaySettings,
  keys: WechatKeys,
  action: string,
  path: string,
  payload: Record<string, unknown> | null,
): Promise<WechatAnswer> {
  const method = payload ? 'POST' : 'GET';
  const body = payload ? JSON.stringify(payload) : '';
  const base = settings.gateway.replace(/\/+$/, '');
  const url = new URL(`${base}${path}`);
  const authorization = authorizationOf(
    { mchId: settings.mchId, serialNo: settings.serialNo, key: keys.merchantKey },
    method,
    `${url.pathname}${url.search}`,
    body,
  );
  const res = await gatewayFetch(NAME, action, `${base}${path}`, {
    method,
    headers: {
      Authorization: authorization,
      Accept: 'application/json',
      ...(payload ? { 'Content-Type': 'application/json' } : {}),
      'User-Agent': 'ck-teaching-platform',
      'Wechatpay-Serial': settings.platformSerial,
    },
    ...(payload ? { body } : {}),
  });
  const text = await res.text();
  let answer: Record<string, unknown> | null = null;
  try {
    answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    answer = null;
  }
  if (!res.ok) {
    // A refusal changes nothing, so its reason is shown even when the answer is not signed.
    const code = typeof answer?.code === 'string' ? answer.code : `HTTP ${res.status}`;
    const message = typeof answer?.message === 'string' ? answer.message : '未知错误';
    return { ok: false, refusal: { status: res.status, code, message } };
  }
  const signed = signedHeadersOf((name) => res.headers.get(name));
  const verdict = signed
    ? verifyWechat(keys.platformKey, settings.platformSerial, signed, text)
    : 'bad-signature';
  if (verdict !== 'ok') {
    const reason =
      verdict === 'wrong-serial'
        ? '应答的微信支付公钥 ID 与设置不一致'
        : verdict === 'expired'
          ? '应答时间戳超出允许范围'
          : '应答签名验证失败';
    throw gatewayRefused(NAME, action, reason);
  }
  if (!answer) throw gatewayRefused(NAME, action, '应答格式不正确');
  return { ok: true, body: answer };
}

export const refusalText = (r: WechatRefusal) => `${r.message}（${r.code}）`;

/** `wechatRequest` whose refusals are Chinese 400s too. */
export async function wechatCall(
  settings: WechatPaySettings,
  keys: WechatKeys,
  action: string,
  path: string,
  payload: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  const answer = await wechatRequest(settings, keys, action, path, payload);
  if (!answer.ok) throw gatewayRefused(NAME, action, refusalText(answer.refusal));
  return answer.body;
}

import { z } from 'zod';

const url = (name: string) => z.url(`${name} 必须是 http(s) 地址`);
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .default('off')
  .transform((v) => v === 'on' || v === 'true' || v === '1');
const trimSlash = (v: string) => v.replace(/\/+$/, '');

/**
 * Single sign-on and third-party login (docs/sso.md). A provider is on when its required variables are
 * set; the base URLs of WeChat and DingTalk only change for tests and private deployments.
 */
export const ssoEnvShape = {
  /** Public address of the site (`https://oj.example.edu`): fixes the callback and `service` URLs. */
  SSO_PUBLIC_URL: url('SSO_PUBLIC_URL').optional(),
  CAS_SERVER_URL: url('CAS_SERVER_URL').optional(),
  /** CAS attribute holding the platform username; unset: the CAS user itself. */
  CAS_USERNAME_ATTRIBUTE: z.string().min(1).optional(),
  OIDC_ISSUER: url('OIDC_ISSUER').optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPE: z.string().min(1).default('openid profile'),
  /** ID token claim holding the platform username. */
  OIDC_USERNAME_CLAIM: z.string().min(1).default('preferred_username'),
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_OPEN_URL: url('WECHAT_OPEN_URL').default('https://open.weixin.qq.com'),
  WECHAT_API_URL: url('WECHAT_API_URL').default('https://api.weixin.qq.com'),
  DINGTALK_APP_KEY: z.string().min(1).optional(),
  DINGTALK_APP_SECRET: z.string().min(1).optional(),
  DINGTALK_LOGIN_URL: url('DINGTALK_LOGIN_URL').default('https://login.dingtalk.com'),
  DINGTALK_API_URL: url('DINGTALK_API_URL').default('https://api.dingtalk.com'),
  /** CAS / OIDC users unknown here become students of this tenant (id) and class (id or org code). */
  SSO_AUTO_PROVISION: onOff,
  SSO_PROVISION_TENANT: z.string().min(1).optional(),
  SSO_PROVISION_CLASS: z.string().min(1).optional(),
};

const ssoEnvObject = z.object(ssoEnvShape);
type SsoEnv = z.infer<typeof ssoEnvObject>;

export interface SsoConfig {
  publicUrl?: string;
  cas?: { serverUrl: string; usernameAttribute?: string };
  oidc?: { issuer: string; clientId: string; clientSecret?: string; scope: string; usernameClaim: string };
  wechat?: { appId: string; appSecret: string; openUrl: string; apiUrl: string };
  dingtalk?: { appKey: string; appSecret: string; loginUrl: string; apiUrl: string };
  provision: { enabled: boolean; tenantId?: string; classKey?: string };
}

function pair<T>(name: string, a: string | undefined, b: string | undefined, make: () => T) {
  if (!a && !b) return undefined;
  if (!a || !b) throw new Error(`配置错误：${name} 必须同时设置`);
  return make();
}

export function ssoConfig(e: SsoEnv): SsoConfig {
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
    throw new Error('配置错误：设置 OIDC_ISSUER 时必须设置 OIDC_CLIENT_ID');
  if (!e.OIDC_ISSUER && (e.OIDC_CLIENT_ID || e.OIDC_CLIENT_SECRET))
    throw new Error('配置错误：OIDC_CLIENT_ID / OIDC_CLIENT_SECRET 需要同时设置 OIDC_ISSUER');
  return {
    publicUrl: e.SSO_PUBLIC_URL && trimSlash(e.SSO_PUBLIC_URL),
    cas: e.CAS_SERVER_URL
      ? { serverUrl: trimSlash(e.CAS_SERVER_URL), usernameAttribute: e.CAS_USERNAME_ATTRIBUTE }
      : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: trimSlash(e.OIDC_ISSUER),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scope: e.OIDC_SCOPE.includes('openid') ? e.OIDC_SCOPE : `openid ${e.OIDC_SCOPE}`,
            usernameClaim: e.OIDC_USERNAME_CLAIM,
          }
        : undefined,
    wechat: pair('WECHAT_APP_ID、WECHAT_APP_SECRET', e.WECHAT_APP_ID, e.WECHAT_APP_SECRET, () => ({
      appId: e.WECHAT_APP_ID!,
      appSecret: e.WECHAT_APP_SECRET!,
      openUrl: trimSlash(e.WECHAT_OPEN_URL),
      apiUrl: trimSlash(e.WECHAT_API_URL),
    })),
    dingtalk: pair(
      'DINGTALK_APP_KEY、DINGTALK_APP_SECRET',
      e.DINGTALK_APP_KEY,
      e.DINGTALK_APP_SECRET,
      () => ({
        appKey: e.DINGTALK_APP_KEY!,
        appSecret: e.DINGTALK_APP_SECRET!,
        loginUrl: trimSlash(e.DINGTALK_LOGIN_URL),
        apiUrl: trimSlash(e.DINGTALK_API_URL),
      }),
    ),
    provision: {
      enabled: e.SSO_AUTO_PROVISION,
      tenantId: e.SSO_PROVISION_TENANT,
      classKey: e.SSO_PROVISION_CLASS,
    },
  };
}

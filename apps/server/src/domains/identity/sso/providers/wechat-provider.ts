import type { SsoConfig } from '../../../../config/sso-env.ts';
import { providerJson } from '../provider-http.ts';
import { ssoError } from '../sso-errors.ts';
import type { AuthorizeRequest, ExternalIdentity, OAuthProvider } from './external-identity.ts';

type WechatConfig = NonNullable<SsoConfig['wechat']>;

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}
interface WechatToken extends WechatAnswer {
  access_token?: string;
  openid?: string;
  unionid?: string;
}
interface WechatUser extends WechatAnswer {
  openid?: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

const failed = (what: string, a: WechatAnswer) =>
  ssoError(`微信${what}失败：${a.errmsg ?? '未知错误'}${a.errcode ? `（${a.errcode}）` : ''}`);

/** WeChat open-platform website login: scan the QR code, then code -> access token -> user info. */
export class WechatProvider implements OAuthProvider {
  readonly source = 'wechat_open' as const;
  readonly label = '微信';
  constructor(private readonly cfg: WechatConfig) {}

  async authorizeUrl(req: AuthorizeRequest) {
    const q = new URLSearchParams({
      appid: this.cfg.appId,
      redirect_uri: req.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state: req.state,
    });
    return `${this.cfg.openUrl}/connect/qrconnect?${q}#wechat_redirect`;
  }

  async exchange(code: string): Promise<ExternalIdentity> {
    const q = new URLSearchParams({
      appid: this.cfg.appId,
      secret: this.cfg.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    const token = await providerJson<WechatToken>('微信', `${this.cfg.apiUrl}/sns/oauth2/access_token?${q}`);
    if (token.errcode || !token.access_token || !token.openid) throw failed('授权', token);
    const uq = new URLSearchParams({ access_token: token.access_token, openid: token.openid });
    const user = await providerJson<WechatUser>('微信', `${this.cfg.apiUrl}/sns/userinfo?${uq}`);
    if (user.errcode) throw failed('获取用户信息', user);
    return {
      source: this.source,
      externalId: user.unionid ?? token.unionid ?? token.openid,
      nickname: user.nickname?.slice(0, 100),
      avatar: user.headimgurl?.slice(0, 500),
    };
  }
}

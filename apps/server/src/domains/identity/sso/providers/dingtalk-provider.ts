import type { SsoConfig } from '../../../../config/sso-env.ts';
import { providerJson } from '../provider-http.ts';
import { ssoError } from '../sso-errors.ts';
import type { AuthorizeRequest, ExternalIdentity, OAuthProvider } from './external-identity.ts';

type DingtalkConfig = NonNullable<SsoConfig['dingtalk']>;

interface DingtalkToken {
  accessToken?: string;
  code?: string;
  message?: string;
}
interface DingtalkUser {
  unionId?: string;
  openId?: string;
  nick?: string;
  avatarUrl?: string;
  code?: string;
  message?: string;
}

/** DingTalk third-party website login (OAuth 2.0 of the new API): auth code -> user token -> `users/me`. */
export class DingtalkProvider implements OAuthProvider {
  readonly source = 'dingtalk' as const;
  readonly label = '钉钉';
  constructor(private readonly cfg: DingtalkConfig) {}

  async authorizeUrl(req: AuthorizeRequest) {
    const q = new URLSearchParams({
      redirect_uri: req.redirectUri,
      response_type: 'code',
      client_id: this.cfg.appKey,
      scope: 'openid',
      state: req.state,
      prompt: 'consent',
    });
    return `${this.cfg.loginUrl}/oauth2/auth?${q}`;
  }

  async exchange(code: string): Promise<ExternalIdentity> {
    const token = await providerJson<DingtalkToken>(
      '钉钉',
      `${this.cfg.apiUrl}/v1.0/oauth2/userAccessToken`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: this.cfg.appKey,
          clientSecret: this.cfg.appSecret,
          code,
          grantType: 'authorization_code',
        }),
      },
    );
    if (!token.accessToken) throw ssoError(`钉钉授权失败：${token.message ?? token.code ?? '未知错误'}`);
    const user = await providerJson<DingtalkUser>('钉钉', `${this.cfg.apiUrl}/v1.0/contact/users/me`, {
      headers: { 'x-acs-dingtalk-access-token': token.accessToken },
    });
    if (!user.unionId) throw ssoError(`钉钉获取用户信息失败：${user.message ?? user.code ?? '未知错误'}`);
    return {
      source: this.source,
      externalId: user.unionId,
      nickname: user.nick?.slice(0, 100),
      avatar: user.avatarUrl?.slice(0, 500),
    };
  }
}

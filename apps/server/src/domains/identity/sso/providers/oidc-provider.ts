import type { JsonWebKey } from 'node:crypto';
import type { SsoConfig } from '../../../../config/sso-env.ts';
import { providerJson } from '../provider-http.ts';
import { ssoError } from '../sso-errors.ts';
import type { AuthorizeRequest, ExternalIdentity, OAuthProvider } from './external-identity.ts';
import { verifyIdToken } from './id-token.ts';

type OidcConfig = NonNullable<SsoConfig['oidc']>;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}
interface TokenAnswer {
  id_token?: string;
  error?: string;
  error_description?: string;
}

/** Discovery and keys are fetched again after this long, or when a token names an unknown key. */
const CACHE_MS = 60 * 60_000;

/** OpenID Connect authorisation code flow with PKCE (S256) and a nonce, for Keycloak and the like. */
export class OidcProvider implements OAuthProvider {
  readonly source = 'oidc' as const;
  readonly label = '统一身份认证';
  private discovery?: { value: Discovery; at: number };
  private jwks?: { keys: JsonWebKey[]; at: number };

  constructor(private readonly cfg: OidcConfig) {}

  private async discover(): Promise<Discovery> {
    if (this.discovery && Date.now() - this.discovery.at < CACHE_MS) return this.discovery.value;
    const doc = await providerJson<Partial<Discovery>>(
      '统一身份认证服务',
      `${this.cfg.issuer}/.well-known/openid-configuration`,
    );
    if (!doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri || !doc.issuer)
      throw ssoError('统一身份认证服务的发现文档不完整', 502);
    if (doc.issuer.replace(/\/+$/, '') !== this.cfg.issuer)
      throw ssoError('统一身份认证服务的发现文档签发者与配置不一致', 502);
    this.discovery = { value: doc as Discovery, at: Date.now() };
    return this.discovery.value;
  }

  private async keys(refresh: boolean): Promise<JsonWebKey[]> {
    if (!refresh && this.jwks && Date.now() - this.jwks.at < CACHE_MS) return this.jwks.keys;
    const { jwks_uri } = await this.discover();
    const set = await providerJson<{ keys?: JsonWebKey[] }>('统一身份认证服务', jwks_uri);
    if (!Array.isArray(set.keys)) throw ssoError('统一身份认证服务的公钥集无效', 502);
    this.jwks = { keys: set.keys, at: Date.now() };
    return set.keys;
  }

  async authorizeUrl(req: AuthorizeRequest) {
    const { authorization_endpoint } = await this.discover();
    const q = new URLSearchParams({
      response_type: 'code',
      client_id: this.cfg.clientId,
      redirect_uri: req.redirectUri,
      scope: this.cfg.scope,
      state: req.state,
      nonce: req.nonce ?? '',
      code_challenge: req.codeChallenge ?? '',
      code_challenge_method: 'S256',
    });
    return `${authorization_endpoint}${authorization_endpoint.includes('?') ? '&' : '?'}${q}`;
  }

  async exchange(
    code: string,
    redirect: { redirectUri: string; verifier?: string; nonce?: string },
  ): Promise<ExternalIdentity> {
    if (!redirect.verifier || !redirect.nonce) throw ssoError('登录请求校验失败，请重新登录');
    const { token_endpoint, issuer } = await this.discover();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect.redirectUri,
      client_id: this.cfg.clientId,
      code_verifier: redirect.verifier,
    });
    if (this.cfg.clientSecret) form.set('client_secret', this.cfg.clientSecret);
    const answer = await providerJson<TokenAnswer>('统一身份认证服务', token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (!answer.id_token)
      throw ssoError(`统一身份认证失败：${answer.error_description ?? answer.error ?? '未返回身份令牌'}`);
    const want = { issuer, clientId: this.cfg.clientId, nonce: redirect.nonce };
    let claims: ReturnType<typeof verifyIdToken>;
    try {
      claims = verifyIdToken(answer.id_token, { ...want, keys: await this.keys(false) });
    } catch (err) {
      // The issuer may have rotated its keys since we fetched them.
      if (!(err instanceof Error) || !err.message.includes('签名')) throw err;
      claims = verifyIdToken(answer.id_token, { ...want, keys: await this.keys(true) });
    }
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return {
      source: this.source,
      externalId: claims.sub!,
      username: text(claims[this.cfg.usernameClaim]),
      realname: text(claims.name),
      nickname: text(claims.name)?.slice(0, 100),
    };
  }
}

import type { SsoSource } from '@ck/shared';

/** A person as an outside provider knows them, after the provider proved it. */
export interface ExternalIdentity {
  source: SsoSource;
  /** The provider's stable id (WeChat unionid / openid, DingTalk unionId, CAS user, OIDC sub). */
  externalId: string;
  /** The platform username the provider names (CAS, OIDC); third-party logins go by binding only. */
  username?: string;
  realname?: string;
  nickname?: string;
  avatar?: string;
}

/** What the redirect of one authorisation-code sign-in needs. */
export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  nonce?: string;
  codeChallenge?: string;
}

/** An OAuth-style provider: where to send the browser, and how to turn the returned code into a person. */
export interface OAuthProvider {
  readonly source: SsoSource;
  /** The provider's name in messages (微信, 钉钉 ...). */
  readonly label: string;
  authorizeUrl(req: AuthorizeRequest): Promise<string>;
  exchange(
    code: string,
    redirect: { redirectUri: string; verifier?: string; nonce?: string },
  ): Promise<ExternalIdentity>;
}

import { type LoginResult, SSO_SOURCE_NAMES, type SsoProviders, type SsoSource } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import { LOG_LOGIN } from '../../../platform/audit/audit-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { LOGIN_LOCK_MESSAGE } from '../../../platform/auth/login-limits.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { AppError, tooMany, unauthorized } from '../../../platform/http/errors.ts';
import type { Caller } from '../session/caller.ts';
import { FROZEN_MESSAGE, openSession } from '../session/session-start.ts';
import { findUserById } from '../session/user-info.ts';
import { boundUser, linkIdentity, liveUserNamed, provisionStudent, type UserRow } from './account-links.ts';
import { issueLoginCode, redeemLoginCode } from './login-codes.ts';
import { casLoginUrl, validateCasTicket } from './providers/cas-client.ts';
import { DingtalkProvider } from './providers/dingtalk-provider.ts';
import type { ExternalIdentity, OAuthProvider } from './providers/external-identity.ts';
import { OidcProvider } from './providers/oidc-provider.ts';
import { WechatProvider } from './providers/wechat-provider.ts';
import { ssoError } from './sso-errors.ts';
import { pkceChallenge, randomToken, SsoStates } from './sso-state.ts';

/** The web page CAS returns to with a ticket (the `service`), and the one redeeming one-time codes. */
export const CAS_CALLBACK_PATH = '/user/cas-login';
export const THIRD_LOGIN_PATH = '/user/third-login';
export const LOGIN_PATH = '/user/login';
export const BINDING_PATH = '/account/settings/binding';

/** Redirects to providers per IP: generous for people, a wall for scripts. */
const RENDER_LIMIT = { max: 60, windowMs: 10 * 60_000 };

/**
 * Sign-in through CAS, OIDC, WeChat and DingTalk. CAS and OIDC name a platform username (mapped, or
 * provisioned as a student when configured); WeChat and DingTalk sign in only accounts bound to them.
 * Every outcome is audited; the session itself starts exactly like a password login's.
 */
export class SsoService {
  private readonly states: SsoStates;
  private readonly oauth = new Map<SsoSource, OAuthProvider>();
  private readonly renders = new FailureLimiter(RENDER_LIMIT.max, RENDER_LIMIT.windowMs);

  constructor(private readonly ctx: AppContext) {
    this.states = new SsoStates(ctx.secrets);
    const { oidc, wechat, dingtalk } = ctx.config.sso;
    if (oidc) this.oauth.set('oidc', new OidcProvider(oidc));
    if (wechat) this.oauth.set('wechat_open', new WechatProvider(wechat));
    if (dingtalk) this.oauth.set('dingtalk', new DingtalkProvider(dingtalk));
  }

  providers(): SsoProviders {
    return {
      cas: !!this.ctx.config.sso.cas,
      oidc: this.oauth.has('oidc'),
      wechat_open: this.oauth.has('wechat_open'),
      dingtalk: this.oauth.has('dingtalk'),
    };
  }

  /** The site's address: the configured one, else the address the request came to. */
  siteUrl(requestOrigin: string): string {
    return this.ctx.config.sso.publicUrl ?? requestOrigin;
  }

  private callbackUri(site: string, source: SsoSource) {
    return `${site}/api/thirdLogin/callback/${source}`;
  }

  /**
   * Where `GET /thirdLogin/render/{source}` sends the browser, and the key the browser keeps in a cookie
   * so that only the browser that started a sign-in can finish it (no login CSRF with a forwarded link).
   */
  async renderUrl(
    source: SsoSource,
    mode: 'login' | 'bind',
    auth: AuthContext | null,
    site: string,
    ip: string,
  ) {
    if (this.renders.blocked(ip)) throw tooMany('登录请求过于频繁，请稍后再试');
    this.renders.fail(ip);
    const name = SSO_SOURCE_NAMES[source];
    if (mode === 'bind' && !auth) throw unauthorized('请先登录后再绑定账号');
    const cas = this.ctx.config.sso.cas;
    if (source === 'cas') {
      if (!cas) throw ssoError(`未启用${name}登录`, 404);
      if (mode === 'bind') throw ssoError('统一身份认证账号在首次用它登录时自动绑定，无需手动绑定');
      return { url: casLoginUrl(cas, `${site}${CAS_CALLBACK_PATH}`), browserKey: undefined };
    }
    const provider = this.oauth.get(source);
    if (!provider) throw ssoError(`未启用${name}登录`, 404);
    const verifier = source === 'oidc' ? randomToken(32) : undefined;
    const nonce = source === 'oidc' ? randomToken(16) : undefined;
    const { state, payload } = this.states.issue({
      source,
      mode,
      userId: mode === 'bind' ? auth?.userId : undefined,
      verifier,
      nonce,
    });
    const url = await provider.authorizeUrl({
      redirectUri: this.callbackUri(site, source),
      state,
      nonce,
      codeChallenge: verifier && pkceChallenge(verifier),
    });
    return { url, browserKey: payload.id };
  }

  /**
   * The provider sent the browser back: check the state, exchange the code, then sign in (a one-time
   * code for the web page) or bind. Answers where the browser goes next; errors go there as a message.
   */
  async callback(
    source: SsoSource,
    query: { code?: string; authCode?: string; state?: string; error?: string; error_description?: string },
    site: string,
    browserKey: string | undefined,
    caller: Caller,
  ): Promise<string> {
    const name = SSO_SOURCE_NAMES[source];
    let mode: 'login' | 'bind' = 'login';
    try {
      if (this.ctx.limits.byIp.blocked(caller.ip)) throw tooMany(LOGIN_LOCK_MESSAGE);
      const provider = this.oauth.get(source);
      if (!provider) throw ssoError(`未启用${name}登录`, 404);
      const state = this.states.consume(query.state, source);
      mode = state.mode;
      if (browserKey !== state.id)
        throw ssoError('登录请求与当前浏览器不匹配，请在同一个浏览器中重新发起登录');
      if (query.error) throw ssoError(`${name}授权未完成：${query.error_description ?? query.error}`);
      const code = query.code ?? query.authCode;
      if (!code) throw ssoError(`${name}未返回授权码，请重新登录`);
      const identity = await provider.exchange(code, {
        redirectUri: this.callbackUri(site, source),
        verifier: state.verifier,
        nonce: state.nonce,
      });
      if (state.mode === 'bind') {
        await this.bind(state.userId, identity, caller);
        return `${site}${BINDING_PATH}?${new URLSearchParams({ bound: source })}`;
      }
      const user = await this.accountOf(identity, caller);
      if (user.status !== 1) throw ssoError(FROZEN_MESSAGE, 403);
      const oneTime = await issueLoginCode(this.ctx.db, user.id, source);
      return `${site}${THIRD_LOGIN_PATH}?${new URLSearchParams({ code: oneTime })}`;
    } catch (err) {
      const known = err instanceof AppError;
      const message = known ? err.message : `${name}登录失败，请稍后重试`;
      if (!known || err.status !== 429) this.ctx.limits.byIp.fail(caller.ip);
      await caller.log({
        logType: LOG_LOGIN,
        content: `${name}${mode === 'bind' ? '绑定' : '登录'}失败：${message}`,
      });
      if (!known) throw err;
      const target = mode === 'bind' ? BINDING_PATH : LOGIN_PATH;
      const key = mode === 'bind' ? 'bindError' : 'ssoError';
      return `${site}${target}?${new URLSearchParams({ [key]: message })}`;
    }
  }

  /** `GET /cas/client/validateLogin`: the ticket must be for our own CAS callback page. */
  async validateCas(ticket: string, service: string, site: string, caller: Caller): Promise<LoginResult> {
    const cas = this.ctx.config.sso.cas;
    if (!cas) throw ssoError('未启用统一身份认证登录', 404);
    const { byIp } = this.ctx.limits;
    if (byIp.blocked(caller.ip)) throw tooMany(LOGIN_LOCK_MESSAGE);
    try {
      if (service !== `${site}${CAS_CALLBACK_PATH}`) throw ssoError('service 地址不是本站的登录回调地址');
      const identity = await validateCasTicket(cas, ticket, service);
      const user = await this.accountOf(identity, caller);
      return await openSession(
        this.ctx,
        user,
        caller,
        `用户 ${user.username} 通过统一身份认证（CAS）登录成功`,
      );
    } catch (err) {
      if (err instanceof AppError && err.status !== 403 && err.status !== 429) byIp.fail(caller.ip);
      if (err instanceof Error)
        await caller.log({ logType: LOG_LOGIN, content: `统一身份认证（CAS）登录失败：${err.message}` });
      throw err;
    }
  }

  /** `GET /thirdLogin/getLoginUser/{code}`: the session of a one-time code, once. */
  async redeem(code: string, caller: Caller): Promise<LoginResult> {
    const { byIp } = this.ctx.limits;
    if (byIp.blocked(caller.ip)) throw tooMany(LOGIN_LOCK_MESSAGE);
    const row = await redeemLoginCode(this.ctx.db, code);
    const user = row && (await findUserById(this.ctx.db, row.userId));
    if (!row || !user) {
      byIp.fail(caller.ip);
      await caller.log({ logType: LOG_LOGIN, content: '第三方登录失败：登录凭证无效、已使用或已过期' });
      throw unauthorized('登录凭证无效或已过期，请重新登录');
    }
    const name = SSO_SOURCE_NAMES[row.provider as SsoSource] ?? row.provider;
    return openSession(this.ctx, user, caller, `用户 ${user.username} 通过${name}登录成功`);
  }

  /** The platform account of an outside identity, by the rules of its provider. */
  private async accountOf(identity: ExternalIdentity, caller: Caller): Promise<UserRow> {
    const name = SSO_SOURCE_NAMES[identity.source];
    const bound = await boundUser(this.ctx.db, identity);
    if (bound) return bound;
    if (identity.source === 'wechat_open' || identity.source === 'dingtalk')
      throw ssoError(
        `该${name}账号尚未绑定平台账号：请先用账号密码登录，在“账户设置 → 账号绑定”中绑定${name}后再使用${name}登录`,
        401,
      );
    const username = identity.username;
    if (!username) throw ssoError(`${name}未提供用户名，无法对应平台账号`);
    let user = await liveUserNamed(this.ctx.db, username);
    if (!user) {
      const { provision } = this.ctx.config.sso;
      if (!provision.enabled)
        throw ssoError(`统一身份认证账号“${username}”在本平台没有对应的账号，请联系管理员开通`, 401);
      user = await provisionStudent(this.ctx.db, provision, { ...identity, username });
      await caller.log({
        logType: LOG_LOGIN,
        content: `通过${name}自动创建学生账号 ${username}`,
        userId: user.id,
        username,
        tenantId: user.tenantId,
      });
    }
    await linkIdentity(this.ctx.db, user, identity, name);
    return user;
  }

  private async bind(userId: string | undefined, identity: ExternalIdentity, caller: Caller) {
    const user = userId ? await findUserById(this.ctx.db, userId) : undefined;
    if (!user) throw ssoError('登录已失效，请重新登录后再绑定', 401);
    const name = SSO_SOURCE_NAMES[identity.source];
    await linkIdentity(this.ctx.db, user, identity, name);
    await caller.log({
      logType: LOG_LOGIN,
      content: `用户 ${user.username} 绑定${name}账号`,
      userId: user.id,
      username: user.username,
      tenantId: user.tenantId,
    });
  }
}

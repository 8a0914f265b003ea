import type { SsoConfig } from '../../../../config/sso-env.ts';
import { providerText } from '../provider-http.ts';
import { ssoError } from '../sso-errors.ts';
import type { ExternalIdentity } from './external-identity.ts';

type CasConfig = NonNullable<SsoConfig['cas']>;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
        );
      return ENTITIES[name] ?? whole;
    })
    .trim();
}

/** The inner text of the first element named `local` (any namespace prefix). */
function element(xml: string, local: string): { attrs: string; body: string } | undefined {
  const m = new RegExp(`<(?:[\\w.-]+:)?${local}(\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w.-]+:)?${local}>`).exec(xml);
  return m ? { attrs: m[1] ?? '', body: m[2] } : undefined;
}

/** The CAS attributes of a success answer: `<cas:attributes><cas:name>value</cas:name>...`. */
export function casAttributes(xml: string): Record<string, string> {
  const block = element(xml, 'attributes')?.body ?? '';
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/<(?:[\w.-]+:)?([\w.-]+)(?:\s[^>]*)?>([\s\S]*?)<\/(?:[\w.-]+:)?\1>/g))
    out[m[1]] ??= decode(m[2]);
  return out;
}

/** Reads a CAS 2.0/3.0 `serviceValidate` answer; a failure becomes its Chinese message. */
export function parseCasAnswer(xml: string, usernameAttribute?: string): ExternalIdentity {
  const success = element(xml, 'authenticationSuccess');
  if (!success) {
    const failure = element(xml, 'authenticationFailure');
    if (!failure) throw ssoError('统一身份认证服务返回了无法识别的应答', 502);
    const code = /code\s*=\s*"([^"]*)"/.exec(failure.attrs)?.[1] ?? '';
    const why =
      code === 'INVALID_TICKET'
        ? '票据无效或已过期'
        : code === 'INVALID_SERVICE'
          ? '服务地址不匹配'
          : decode(failure.body) || code;
    throw ssoError(`统一身份认证失败：${why}，请重新登录`, 401);
  }
  const user = decode(element(success.body, 'user')?.body ?? '');
  if (!user) throw ssoError('统一身份认证服务未返回用户名', 502);
  const attrs = casAttributes(success.body);
  const username = usernameAttribute ? attrs[usernameAttribute] : user;
  if (!username) throw ssoError(`统一身份认证服务未返回属性 ${usernameAttribute}，无法对应平台账号`);
  const realname = attrs.cn ?? attrs.displayName ?? attrs.name;
  return { source: 'cas', externalId: user, username, realname, nickname: realname?.slice(0, 100) };
}

/** Validates a service ticket at `<CAS>/p3/serviceValidate`. */
export async function validateCasTicket(cfg: CasConfig, ticket: string, service: string) {
  const q = new URLSearchParams({ ticket, service });
  const xml = await providerText('统一身份认证服务', `${cfg.serverUrl}/p3/serviceValidate?${q}`);
  return parseCasAnswer(xml, cfg.usernameAttribute);
}

/** Where the login page sends the browser: the CAS login, returning to `service` with a ticket. */
export const casLoginUrl = (cfg: CasConfig, service: string) =>
  `${cfg.serverUrl}/login?${new URLSearchParams({ service })}`;

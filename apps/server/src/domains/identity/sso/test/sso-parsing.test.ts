import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ssoConfig, ssoEnvShape } from '../../../../config/sso-env.ts';
import { parseCasAnswer } from '../providers/cas-client.ts';
import { verifyIdToken } from '../providers/id-token.ts';

const env = (vars: Record<string, string>) => ssoConfig(z.object(ssoEnvShape).parse(vars));

describe('SSO configuration', () => {
  it('turns on only fully configured providers', () => {
    const cfg = env({
      CAS_SERVER_URL: 'https://cas.example.edu/cas/',
      WECHAT_APP_ID: 'a',
      WECHAT_APP_SECRET: 'b',
    });
    expect(cfg.cas?.serverUrl).toBe('https://cas.example.edu/cas');
    expect(cfg.wechat?.apiUrl).toBe('https://api.weixin.qq.com');
    expect(cfg.oidc).toBeUndefined();
    expect(cfg.dingtalk).toBeUndefined();
    expect(cfg.provision.enabled).toBe(false);
  });

  it('refuses half a pair and a bad URL with a Chinese message', () => {
    expect(() => env({ WECHAT_APP_ID: 'a' })).toThrow('WECHAT_APP_ID、WECHAT_APP_SECRET 必须同时设置');
    expect(() => env({ OIDC_CLIENT_ID: 'x' })).toThrow('需要同时设置 OIDC_ISSUER');
    expect(() => env({ OIDC_ISSUER: 'https://sso.example.edu' })).toThrow('OIDC_CLIENT_ID');
    expect(z.object(ssoEnvShape).safeParse({ CAS_SERVER_URL: 'cas' }).error?.issues[0].message).toBe(
      'CAS_SERVER_URL 必须是 http(s) 地址',
    );
  });

  it('always asks OIDC for the openid scope', () => {
    const cfg = env({
      OIDC_ISSUER: 'https://sso.example.edu/realms/x',
      OIDC_CLIENT_ID: 'c',
      OIDC_SCOPE: 'profile',
    });
    expect(cfg.oidc?.scope).toBe('openid profile');
  });
});

describe('CAS answers', () => {
  const success = (inner: string) =>
    `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>${inner}</cas:authenticationSuccess></cas:serviceResponse>`;

  it('reads the user, attributes, entities and CDATA', () => {
    const xml = success(
      '<cas:user>T&amp;01</cas:user><cas:attributes><cas:uid><![CDATA[wang_laoshi]]></cas:uid><cas:cn>王&#32769;师</cas:cn></cas:attributes>',
    );
    expect(parseCasAnswer(xml)).toMatchObject({ externalId: 'T&01', username: 'T&01', realname: '王老师' });
    expect(parseCasAnswer(xml, 'uid')).toMatchObject({ externalId: 'T&01', username: 'wang_laoshi' });
  });

  it('turns failures and nonsense into Chinese messages', () => {
    const failure =
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_SERVICE">x</cas:authenticationFailure></cas:serviceResponse>';
    expect(() => parseCasAnswer(failure)).toThrow('统一身份认证失败：服务地址不匹配，请重新登录');
    expect(() => parseCasAnswer('<html>维护中</html>')).toThrow('统一身份认证服务返回了无法识别的应答');
    expect(() => parseCasAnswer(success('<cas:user>u1</cas:user>'), 'uid')).toThrow('未返回属性 uid');
  });
});

describe('ID token verification', () => {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...key.publicKey.export({ format: 'jwk' }), kid: 'k1' };
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: 'https://idp', sub: 's1', aud: 'app', exp: now + 60, iat: now, nonce: 'n1' };
  const token = (header: object, body: object) => {
    const input = `${b64(header)}.${b64(body)}`;
    return `${input}.${sign('RSA-SHA256', Buffer.from(input), key.privateKey).toString('base64url')}`;
  };
  const want = { issuer: 'https://idp', clientId: 'app', nonce: 'n1', keys: [jwk] };

  it('accepts a good token and refuses "none", unknown keys, other issuers and audiences', () => {
    expect(verifyIdToken(token({ alg: 'RS256', kid: 'k1' }, claims), want).sub).toBe('s1');
    const none = `${b64({ alg: 'none' })}.${b64(claims)}.`;
    expect(() => verifyIdToken(none, want)).toThrow('不支持的签名算法 none');
    expect(() => verifyIdToken(token({ alg: 'RS256', kid: 'other' }, claims), want)).toThrow('签名校验失败');
    expect(() => verifyIdToken(token({ alg: 'RS256' }, { ...claims, iss: 'https://evil' }), want)).toThrow(
      '签发者不匹配',
    );
    expect(() => verifyIdToken(token({ alg: 'RS256' }, { ...claims, aud: ['x', 'y'] }), want)).toThrow(
      '受众不匹配',
    );
    expect(() => verifyIdToken('a.b', want)).toThrow('格式错误');
  });
});

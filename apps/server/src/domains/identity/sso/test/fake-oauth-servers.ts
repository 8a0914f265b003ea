import { randomBytes } from 'node:crypto';
import { listen, redirect, sendJson } from './fake-http.ts';

export const WECHAT_APP = { id: 'wx-test-app', secret: 'wx-test-secret' };
export const DINGTALK_APP = { key: 'ding-test-key', secret: 'ding-test-secret' };

export interface FakePerson {
  id: string;
  nickname: string;
}

/**
 * Local stand-ins for WeChat's open platform (`/connect/qrconnect`, `/sns/oauth2/access_token`,
 * `/sns/userinfo`) and DingTalk (`/oauth2/auth`, `/v1.0/oauth2/userAccessToken`,
 * `/v1.0/contact/users/me`). The login pages sign in `next.wechat` / `next.dingtalk` at once; codes and
 * tokens work once and only with the right app credentials.
 */
export async function startFakeOauth() {
  const next = {
    wechat: { id: 'wx-union-1', nickname: '微信小明' } as FakePerson,
    dingtalk: { id: 'ding-union-1', nickname: '钉钉小红' } as FakePerson,
  };
  const codes = new Map<string, FakePerson>();
  const tokens = new Map<string, FakePerson>();
  const issue = (map: Map<string, FakePerson>, person: FakePerson) => {
    const v = randomBytes(12).toString('hex');
    map.set(v, { ...person });
    return v;
  };
  const take = (map: Map<string, FakePerson>, k: string | null) => {
    const v = map.get(k ?? '');
    map.delete(k ?? '');
    return v;
  };
  const back = (redirectUri: string | null, params: Record<string, string>) => {
    const to = new URL(redirectUri ?? '');
    for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v);
    return to.toString();
  };

  const server = await listen((req, url, body, res) => {
    const q = url.searchParams;
    // WeChat
    if (url.pathname === '/connect/qrconnect') {
      if (q.get('appid') !== WECHAT_APP.id || q.get('scope') !== 'snsapi_login')
        return sendJson(res, { errcode: 10003, errmsg: 'redirect_uri 参数错误' }, 400);
      const code = issue(codes, next.wechat);
      return redirect(res, back(q.get('redirect_uri'), { code, state: q.get('state') ?? '' }));
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== WECHAT_APP.id || q.get('secret') !== WECHAT_APP.secret)
        return sendJson(res, { errcode: 40125, errmsg: 'invalid appsecret' });
      const person = take(codes, q.get('code'));
      if (!person) return sendJson(res, { errcode: 40029, errmsg: 'invalid code' });
      const token = issue(tokens, person);
      return sendJson(res, {
        access_token: token,
        openid: `open-${person.id}`,
        unionid: person.id,
        expires_in: 7200,
      });
    }
    if (url.pathname === '/sns/userinfo') {
      const person = tokens.get(q.get('access_token') ?? '');
      if (!person || q.get('openid') !== `open-${person.id}`)
        return sendJson(res, { errcode: 40001, errmsg: 'invalid credential' });
      return sendJson(res, {
        openid: `open-${person.id}`,
        unionid: person.id,
        nickname: person.nickname,
        headimgurl: 'https://thirdwx.qlogo.cn/avatar.png',
      });
    }
    // DingTalk
    if (url.pathname === '/oauth2/auth') {
      if (q.get('client_id') !== DINGTALK_APP.key) return sendJson(res, { code: 'invalidClient' }, 400);
      const authCode = issue(codes, next.dingtalk);
      return redirect(res, back(q.get('redirect_uri'), { authCode, state: q.get('state') ?? '' }));
    }
    if (url.pathname === '/v1.0/oauth2/userAccessToken' && req.method === 'POST') {
      const b = JSON.parse(body || '{}') as Record<string, string>;
      if (b.clientId !== DINGTALK_APP.key || b.clientSecret !== DINGTALK_APP.secret)
        return sendJson(res, { code: 'invalidClientSecret', message: '应用密钥错误' }, 400);
      const person = take(codes, b.code);
      if (!person) return sendJson(res, { code: 'invalidAuthCode', message: '授权码无效' }, 400);
      return sendJson(res, { accessToken: issue(tokens, person), expireIn: 7200 });
    }
    if (url.pathname === '/v1.0/contact/users/me') {
      const person = tokens.get(String(req.headers['x-acs-dingtalk-access-token'] ?? ''));
      if (!person) return sendJson(res, { code: 'InvalidAuthentication', message: '令牌无效' }, 401);
      return sendJson(res, {
        nick: person.nickname,
        unionId: person.id,
        openId: `o-${person.id}`,
        avatarUrl: '',
      });
    }
    res.writeHead(404);
    res.end();
  });

  return {
    next,
    env: {
      WECHAT_APP_ID: WECHAT_APP.id,
      WECHAT_APP_SECRET: WECHAT_APP.secret,
      WECHAT_OPEN_URL: server.base,
      WECHAT_API_URL: server.base,
      DINGTALK_APP_KEY: DINGTALK_APP.key,
      DINGTALK_APP_SECRET: DINGTALK_APP.secret,
      DINGTALK_LOGIN_URL: server.base,
      DINGTALK_API_URL: server.base,
    },
    close: server.close,
  };
}

export type FakeOauth = Awaited<ReturnType<typeof startFakeOauth>>;

import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { listen, redirect, sendJson } from './fake-http.ts';

export const OIDC_CLIENT_ID = 'ck-platform';
export const OIDC_CLIENT_SECRET = 'oidc-secret-for-tests';

/** What the next ID token gets wrong, to see the platform refuse it. */
export type IdTokenFault = 'none' | 'bad-signature' | 'bad-audience' | 'expired' | 'bad-nonce';

interface Grant {
  redirectUri: string;
  challenge: string;
  nonce: string;
  user: { sub: string; preferred_username: string; name: string };
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

/**
 * A local OpenID provider: discovery, JWKS, an authorisation endpoint that signs in `nextUser` at once
 * and returns to the client with a code, and a token endpoint that checks client, redirect URI and PKCE
 * before answering an RS256 ID token.
 */
export async function startFakeOidc() {
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const grants = new Map<string, Grant>();
  const state = {
    nextUser: { sub: 'oidc-sub-1', preferred_username: 'student1', name: '学生一' },
    fault: 'none' as IdTokenFault,
    tokenRequests: 0,
  };

  const idToken = (issuer: string, g: Grant) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      sub: g.user.sub,
      aud: state.fault === 'bad-audience' ? 'someone-else' : OIDC_CLIENT_ID,
      exp: state.fault === 'expired' ? now - 3600 : now + 300,
      iat: state.fault === 'expired' ? now - 4000 : now,
      nonce: state.fault === 'bad-nonce' ? 'not-the-nonce' : g.nonce,
      preferred_username: g.user.preferred_username,
      name: g.user.name,
    };
    const input = `${b64({ alg: 'RS256', typ: 'JWT', kid })}.${b64(claims)}`;
    const signer = state.fault === 'bad-signature' ? stranger.privateKey : key.privateKey;
    return `${input}.${sign('RSA-SHA256', Buffer.from(input), signer).toString('base64url')}`;
  };

  const server = await listen((req, url, body, res) => {
    const issuer = `${server.base}/realms/school`;
    if (url.pathname === '/realms/school/.well-known/openid-configuration')
      return sendJson(res, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/certs`,
      });
    if (url.pathname === '/realms/school/certs')
      return sendJson(res, {
        keys: [{ ...key.publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
      });
    if (url.pathname === '/realms/school/auth') {
      const q = url.searchParams;
      if (q.get('client_id') !== OIDC_CLIENT_ID || q.get('code_challenge_method') !== 'S256')
        return sendJson(res, { error: 'invalid_request' }, 400);
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        redirectUri: q.get('redirect_uri') ?? '',
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce') ?? '',
        user: { ...state.nextUser },
      });
      const to = new URL(q.get('redirect_uri') ?? '');
      to.searchParams.set('code', code);
      to.searchParams.set('state', q.get('state') ?? '');
      return redirect(res, to.toString());
    }
    if (url.pathname === '/realms/school/token' && req.method === 'POST') {
      state.tokenRequests++;
      const f = new URLSearchParams(body);
      const grant = grants.get(f.get('code') ?? '');
      grants.delete(f.get('code') ?? '');
      if (!grant) return sendJson(res, { error: 'invalid_grant', error_description: 'Code not valid' }, 400);
      if (f.get('client_id') !== OIDC_CLIENT_ID || f.get('client_secret') !== OIDC_CLIENT_SECRET)
        return sendJson(res, { error: 'unauthorized_client' }, 401);
      if (f.get('redirect_uri') !== grant.redirectUri) return sendJson(res, { error: 'invalid_grant' }, 400);
      const challenge = createHash('sha256')
        .update(f.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== grant.challenge)
        return sendJson(res, { error: 'invalid_grant', error_description: 'PKCE verification failed' }, 400);
      return sendJson(res, { access_token: 'at', token_type: 'Bearer', id_token: idToken(issuer, grant) });
    }
    res.writeHead(404);
    res.end();
  });

  return {
    issuer: `${server.base}/realms/school`,
    state,
    env: {
      OIDC_ISSUER: `${server.base}/realms/school`,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
    },
    close: server.close,
  };
}

export type FakeOidc = Awaited<ReturnType<typeof startFakeOidc>>;

import Fastify, { type FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { installEdgeGuards, logSerializers, redactUrl } from '../edge-guards.ts';

let token: string;
const s = testAppSuite();

beforeAll(async () => {
  token = await s.t.login('admin');
});

const INVALID_MESSAGE = '请求中包含无效字符（如空字符或不完整的文字编码），请检查后重试';

describe('invalid characters at the edge', () => {
  const probes: { name: string; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
    {
      name: 'a login body field',
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'adm\u0000in', password: 'x' },
    },
    { name: 'a search keyword', method: 'GET', url: '/api/sys/user/list?username=a%00b' },
    { name: 'an id parameter', method: 'GET', url: '/api/sys/user/queryById?id=1%002' },
    {
      name: 'a nested body value',
      method: 'POST',
      url: '/api/sys/dict/add',
      payload: { dictName: 'x', dictCode: 'y', description: { deep: ['\u0000'] } },
    },
    {
      name: 'a lone surrogate',
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'a\ud800b', password: 'x' },
    },
  ];
  for (const probe of probes) {
    it(`refuses NUL / broken text in ${probe.name} with a Chinese 400`, async () => {
      const res = await s.t.app.inject({
        method: probe.method,
        url: probe.url,
        payload: probe.payload,
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 400, message: INVALID_MESSAGE });
    });
  }

  it('lets ordinary Chinese, emoji and newlines through', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/sys/user/list?realname=${encodeURIComponent('小明😀')}`,
      headers: { 'x-access-token': token },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('malformed URLs', () => {
  it('answers a broken percent-encoding with the envelope', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/sys/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '请求地址格式不正确' });
  });
});

describe('logged request lines', () => {
  it('hide session tokens and link signatures', () => {
    expect(redactUrl('/api/sys/common/static/a.png?token=abc.def&x=1&sign=zzz')).toBe(
      '/api/sys/common/static/a.png?token=[已隐藏]&x=1&sign=[已隐藏]',
    );
    expect(redactUrl('/websocket/u1?X-Access-Token=secret')).toBe('/websocket/u1?X-Access-Token=[已隐藏]');
    expect(redactUrl('/kaoshi-online-mobile-camera?code=pair1')).toBe(
      '/kaoshi-online-mobile-camera?code=[已隐藏]',
    );
    const req = logSerializers?.req?.({
      method: 'GET',
      url: '/api/x?signature=s1&token=t1',
      host: 'h',
      ip: '1.2.3.4',
    } as unknown as FastifyRequest) as { url: string };
    expect(req.url).not.toMatch(/s1|t1/);
  });
});

describe('framing', () => {
  it('lets only this site frame its pages', async () => {
    const app = Fastify();
    installEdgeGuards(app);
    app.get('/page', (_req, reply) => reply.type('text/html; charset=utf-8').send('<html></html>'));
    app.get('/data', () => ({ a: 1 }));
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const data = await app.inject({ method: 'GET', url: '/data' });
    expect(data.headers['x-frame-options']).toBeUndefined();
    await app.close();
  });

  it('keeps a stricter policy a route set itself', async () => {
    const app = Fastify();
    installEdgeGuards(app);
    app.get('/own', (_req, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .send('<p>x</p>'),
    );
    const own = await app.inject({ method: 'GET', url: '/own' });
    expect(own.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(own.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });
});

describe('JSON bodies', () => {
  const json = { 'content-type': 'application/json' };

  it('reads a JSON content type with an empty body as no body', async () => {
    const session = await s.t.login('student1');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/logout',
      headers: { ...json, 'x-access-token': session },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('still refuses broken JSON with the envelope', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/dict/add',
      headers: { ...json, 'x-access-token': token },
      payload: '{"dictName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400 });
  });

  it('keeps refusing prototype pollution', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/dict/add',
      headers: { ...json, 'x-access-token': token },
      payload: '{"__proto__": {"admin": true}, "dictName": "x", "dictCode": "y"}',
    });
    expect(res.statusCode).toBe(400);
  });
});

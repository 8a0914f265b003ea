import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

/** A tiny S3 stand-in: checks that each request carries a Signature V4 header, keeps objects in memory. */
const objects = new Map<string, { body: Buffer; type: string }>();
const refused: string[] = [];
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=test-access\/\d{8}\/cn-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/;

const server = http.createServer((req, res) => {
  const auth = req.headers.authorization ?? '';
  if (!SIGV4.test(auth) || !req.headers['x-amz-date'] || !req.headers['x-amz-content-sha256']) {
    refused.push(`${req.method} ${req.url} ${auth}`);
    res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
    return;
  }
  const key = decodeURIComponent(req.url ?? '');
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const obj = objects.get(key);
      if (!obj) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': obj.type }).end(obj.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
});

let t: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'ck-files',
      S3_ACCESS_KEY: 'test-access',
      S3_SECRET_KEY: 'test-secret-key',
      S3_REGION: 'cn-test-1',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

it('stores uploads in the bucket with signed requests, serves and deletes them', async () => {
  const token = await t.login('admin');
  const body = multipart({ biz: 'course' }, { name: 'cover.png', data: PNG });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload: body.payload,
    headers: { ...body.headers, 'x-access-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const key = res.json().result as string;
  expect(refused).toEqual([]);
  const stored = objects.get(`/ck-files/${key}`);
  expect(stored?.body.equals(PNG)).toBe(true);
  expect(stored?.type).toBe('image/png');

  const served = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${encodeURI(key)}` });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(PNG)).toBe(true);

  const admin = clientOf(t, token);
  const list = await admin.get('/api/sys/file/list');
  const row = (list.body.result as { records: Json[] }).records.find((r) => r.path === key)!;
  expect(row.storage).toBe('s3');
  expect((await admin.del(`/api/sys/file/delete?id=${row.id}`)).status).toBe(200);
  expect(objects.has(`/ck-files/${key}`)).toBe(false);
});

it('refuses a half-configured store at start-up', async () => {
  const { loadConfig } = await import('../../../config/env.ts');
  expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b' })).toThrow(
    'S3_ENDPOINT、S3_BUCKET、S3_ACCESS_KEY、S3_SECRET_KEY 必须同时设置',
  );
});

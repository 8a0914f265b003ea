import fs from 'node:fs';
import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { GUARD_EXTENSION, OPENAPI_PATH } from '../openapi.ts';
import { API_DOCS_FILE, apiDocsOf } from '../openapi-markdown.ts';

let doc: OpenAPIV3.Document;
const s = testAppSuite();

beforeAll(async () => {
  const res = await s.t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

type Operation = OpenAPIV3.OperationObject & { [GUARD_EXTENSION]?: string };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations() {
  const list: { method: string; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op) list.push({ method, path, op });
    }
  }
  return list;
}

describe('OpenAPI document', () => {
  it('is public OpenAPI 3 JSON without a token', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.title).toBeTruthy();
  });

  it('documents every API route with its guard, and hides the web app fallback', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(150);
    for (const { method, path, op } of ops) {
      expect(op[GUARD_EXTENSION], `${method} ${path}`).toMatch(/^(public|login|[\w-]+(:[\w-]+)+)$/);
      expect(op.description, `${method} ${path}`).toContain('访问：');
    }
  });

  it('gives every route a Chinese summary and one of the declared tags (its domain)', () => {
    const tags = new Set((doc.tags ?? []).map((t) => t.name));
    for (const { method, path, op } of operations()) {
      expect(op.summary, `${method} ${path}`).toMatch(/[\u4e00-\u9fff]/);
      expect(op.tags, `${method} ${path}`).toHaveLength(1);
      expect(tags.has(op.tags?.[0] ?? ''), `${method} ${path}: ${op.tags}`).toBe(true);
    }
    expect(Object.keys(doc.paths).every((p) => /^\/(api|ojapi|websocket)\//.test(p))).toBe(true);
  });

  it('carries permission codes and zod request schemas', () => {
    const list = doc.paths['/api/sys/annountCement/list']?.get as Operation;
    expect(list[GUARD_EXTENSION]).toBe('system:announcement:list');
    expect(list.description).toContain('`system:announcement:list`');
    const names = (list.parameters as OpenAPIV3.ParameterObject[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['pageNo', 'pageSize', 'titile', 'sendStatus']));
    const login = doc.paths['/api/sys/login']?.post as Operation;
    expect(login[GUARD_EXTENSION]).toBe('public');
    const body = (login.requestBody as OpenAPIV3.RequestBodyObject).content['application/json'].schema;
    expect(Object.keys((body as OpenAPIV3.SchemaObject).properties ?? {})).toEqual(
      expect.arrayContaining(['username', 'password', 'captcha', 'checkKey']),
    );
    expect(doc.paths['/websocket/{userId}']?.get).toBeDefined();
  });

  it('serves the same document again from memory', async () => {
    const again = await s.t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(again.json()).toEqual(doc);
  });

  it('is what docs/api.md says', async () => {
    const expected = (await apiDocsOf(s.t.app)).split('\n');
    const actual = fs.readFileSync(API_DOCS_FILE, 'utf8').split('\n');
    const line = expected.findIndex((text, i) => text !== actual[i]);
    const stale = line >= 0 || actual.length !== expected.length;
    const where = line >= 0 ? `第 ${line + 1} 行起不同` : '行数不同';
    expect(stale ? `docs/api.md 已过期，请运行 npm run docs:api（${where}）` : '').toBe('');
  });
});

import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { GENERATED_NOTE, renderApiMarkdown, shapeOf } from '../openapi-markdown.ts';

const envelope = (result: OpenAPIV3.SchemaObject) => ({
  200: {
    description: 'ok',
    content: { 'application/json': { schema: { type: 'object' as const, properties: { result } } } },
  },
});

const edit: OpenAPIV3.OperationObject = {
  summary: '编辑 a|b',
  tags: ['demo'],
  'x-guard': 'demo:edit',
  requestBody: {
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { id: { type: 'string' }, note: { type: 'string' } },
          required: ['id'],
        },
      },
    },
  },
  responses: envelope({ type: 'string', nullable: true, enum: [null] }),
} as OpenAPIV3.OperationObject;

const doc: OpenAPIV3.Document = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  tags: [{ name: 'demo', description: '演示' }],
  paths: {
    '/b/list': {
      get: {
        summary: '列表',
        tags: ['demo'],
        'x-guard': 'login',
        parameters: [
          { in: 'query', name: 'pageNo', required: false },
          { in: 'query', name: 'id', required: true },
        ],
        responses: envelope({
          type: 'object',
          properties: {
            records: {
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
            },
            total: { type: 'integer' },
          },
          required: ['records', 'total'],
        }),
      } as OpenAPIV3.OperationObject,
    },
    '/a/edit': { put: edit, post: edit },
    '/c/open': {
      get: {
        summary: '公开',
        tags: ['other'],
        'x-guard': 'public',
        responses: {},
      } as OpenAPIV3.OperationObject,
    },
  },
};

const template = '# 接口\n\n前言。\n\n<!-- tag: demo -->\n演示说明。\n<!-- after: demo -->\n表后说明。\n';

describe('docs/api.md from the OpenAPI document', () => {
  it('writes the preamble, then per tag its prose and a table sorted by path, PUT and POST in one row', () => {
    expect(renderApiMarkdown(doc, template)).toBe(
      [
        GENERATED_NOTE,
        '',
        '# 接口',
        '',
        '前言。',
        '',
        '## 演示（demo）',
        '',
        '演示说明。',
        '',
        '| 方法 | 路径 | 访问 | 说明 | 请求 | 返回 `result` |',
        '|---|---|---|---|---|---|',
        '| PUT/POST | `/a/edit` | `demo:edit` | 编辑 a\\|b | 请求体 `{id, note?}` | `null` |',
        '| GET | `/b/list` | 登录 | 列表 | 查询 `pageNo?, id` | `{records: [{id}], total}` |',
        '',
        '表后说明。',
        '',
        '## other（other）',
        '',
        '| 方法 | 路径 | 访问 | 说明 | 请求 | 返回 `result` |',
        '|---|---|---|---|---|---|',
        '| GET | `/c/open` | 公开 | 公开 |  |  |',
        '',
      ].join('\n'),
    );
  });

  it('refuses prose for a tag that has no routes', () => {
    expect(() => renderApiMarkdown(doc, `${template}<!-- tag: gone -->\n文字\n`)).toThrow(/gone/);
  });

  it('shows nested shapes down to two levels', () => {
    const deep: OpenAPIV3.SchemaObject = {
      type: 'object',
      properties: {
        a: { type: 'object', properties: { b: { type: 'object', properties: { c: { type: 'string' } } } } },
        map: { type: 'object', additionalProperties: { type: 'string' } },
      },
      required: ['a', 'map'],
    };
    expect(shapeOf(deep)).toBe('{a: {b?: {…}}, map: {…}}');
  });

  it('lists each shape of an answer that differs by caller, once', () => {
    const full: OpenAPIV3.SchemaObject = {
      type: 'object',
      properties: { id: { type: 'string' }, departIds: { type: 'string' } },
      required: ['id', 'departIds'],
    };
    const card: OpenAPIV3.SchemaObject = {
      type: 'object',
      properties: { id: { type: 'string' }, progress: { type: 'integer' } },
      required: ['id', 'progress'],
    };
    expect(shapeOf({ anyOf: [full, card] })).toBe('{id, departIds} 或 {id, progress}');
    expect(shapeOf({ anyOf: [card, card, { type: 'string' }] })).toBe('{id, progress}');
  });
});

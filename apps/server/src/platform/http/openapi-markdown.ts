import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { SERVER_ROOT } from '../../config/paths.ts';
import { GUARD_EXTENSION, OPENAPI_PATH } from './openapi.ts';

/** The generated file and the template of its prose (`npm run docs:api`). */
export const API_DOCS_FILE = path.join(SERVER_ROOT, '..', '..', 'docs', 'api.md');
export const API_DOCS_TEMPLATE = path.join(SERVER_ROOT, '..', '..', 'scripts', 'api-docs.template.md');

type Schema = OpenAPIV3.SchemaObject;
type Operation = OpenAPIV3.OperationObject & { [GUARD_EXTENSION]?: string };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
// `<!-- tag: x -->` starts prose printed above tag x's table, `<!-- after: x -->` prose printed below it.
const MARKER = /^<!-- (tag|after): ([\w-]+) -->$/;

/** Marks the generated file; the template and the routes' summaries are what to edit. */
export const GENERATED_NOTE =
  '<!-- 由 `npm run docs:api` 从 OpenAPI 文档生成，请勿手改：说明写在路由 schema 的 summary 里，其余文字在 scripts/api-docs.template.md。 -->';

/** The template: a preamble, then prose sections around the tables of the tags they name. */
export function parseTemplate(template: string) {
  const sections = new Map<string, string[]>();
  const preamble: string[] = [];
  let current: string[] = preamble;
  for (const line of template.split('\n')) {
    const marker = MARKER.exec(line.trim());
    if (!marker) {
      current.push(line);
      continue;
    }
    current = [];
    sections.set(`${marker[1]}:${marker[2]}`, current);
  }
  const text = (key: string) => sections.get(key)?.join('\n').trim() ?? '';
  const tags = [...new Set([...sections.keys()].map((k) => k.split(':')[1]))];
  return {
    preamble: preamble.join('\n').trim(),
    tags,
    before: (tag: string) => text(`tag:${tag}`),
    after: (tag: string) => text(`after:${tag}`),
  };
}

/** A schema as the docs write it: `{a, b?, c: [{x, y}]}` down to `depth` levels of objects. */
export function shapeOf(schema: Schema | undefined, depth = 2): string {
  if (!schema) return '';
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) {
    const shapes = [...new Set(branch.map((s) => shapeOf(s as Schema, depth)).filter(Boolean))];
    // Answers that differ by caller (a manager's and a learner's view) list each shape.
    return shapes.join(' 或 ');
  }
  if (schema.type === 'array') {
    const inner = shapeOf(schema.items as Schema, depth);
    return inner ? `[${inner}]` : '';
  }
  if (schema.type === 'object' || schema.properties) {
    const props = schema.properties ?? {};
    if (!Object.keys(props).length) return '{…}';
    if (depth <= 0) return '{…}';
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(props).map(([name, prop]) => {
      const inner = shapeOf(prop as Schema, depth - 1);
      const nested = inner.startsWith('{') || inner.startsWith('[') ? `: ${inner}` : '';
      return `${name}${required.has(name) ? '' : '?'}${nested}`;
    });
    return `{${fields.join(', ')}}`;
  }
  return '';
}

function requestOf(op: Operation): string {
  const parts: string[] = [];
  const query = (op.parameters ?? []).filter(
    (p): p is OpenAPIV3.ParameterObject => 'in' in p && p.in === 'query',
  );
  if (query.length)
    parts.push(`查询 \`${query.map((p) => `${p.name}${p.required ? '' : '?'}`).join(', ')}\``);
  const body = op.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const bodySchema = body?.content?.['application/json']?.schema as Schema | undefined;
  const shape = shapeOf(bodySchema);
  if (shape) parts.push(`请求体 \`${shape}\``);
  return parts.join('；');
}

function resultOf(op: Operation): string {
  const ok = op.responses?.['200'] as OpenAPIV3.ResponseObject | undefined;
  const envelope = ok?.content?.['application/json']?.schema as Schema | undefined;
  const result = envelope?.properties?.result as Schema | undefined;
  if (!result) return '';
  // OpenAPI 3.0 has no null type: zod's z.null() comes out as a nullable enum of just null.
  if (result.enum?.length === 1 && result.enum[0] === null) return '`null`';
  const shape = shapeOf(result);
  return shape ? `\`${shape}\`` : `\`${result.type ?? ''}\``;
}

function accessOf(guard: string | undefined): string {
  if (guard === 'public') return '公开';
  if (guard === 'login') return '登录';
  return guard ? `\`${guard}\`` : '';
}

/** Table cells hold one line, and `|` would end the cell (GFM unescapes `\|` inside code spans too). */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

interface Row {
  methods: string[];
  path: string;
  cells: string[];
}

function rowsOf(document: OpenAPIV3.Document): Map<string, Row[]> {
  const byTag = new Map<string, Row[]>();
  for (const path of Object.keys(document.paths).sort()) {
    const item = document.paths[path];
    for (const method of METHODS) {
      const op = item?.[method] as Operation | undefined;
      if (!op) continue;
      const tag = op.tags?.[0] ?? '';
      const cells = [accessOf(op[GUARD_EXTENSION]), op.summary ?? '', requestOf(op), resultOf(op)].map(cell);
      const rows = byTag.get(tag) ?? [];
      byTag.set(tag, rows);
      // PUT and POST of the same route (JeecgBoot clients use both) share one row.
      const same = rows.find((r) => r.path === path && r.cells.join('\0') === cells.join('\0'));
      if (same) same.methods.push(method.toUpperCase());
      else rows.push({ methods: [method.toUpperCase()], path, cells });
    }
  }
  return byTag;
}

/**
 * `docs/api.md` from the OpenAPI document: the template's preamble, then per tag (in the document's
 * order) its prose and a table of its routes sorted by path. Same document and template, same text.
 */
export function renderApiMarkdown(document: OpenAPIV3.Document, template: string): string {
  const { preamble, tags, before, after } = parseTemplate(template);
  const rows = rowsOf(document);
  const declared = (document.tags ?? []).map((t) => t.name);
  const unknown = tags.filter((t) => !rows.has(t));
  if (unknown.length) throw new Error(`模板中的标签没有任何接口：${unknown.join(', ')}`);
  const order = [
    ...declared.filter((t) => rows.has(t)),
    ...[...rows.keys()].filter((t) => !declared.includes(t)).sort(),
  ];

  const out = [GENERATED_NOTE, '', preamble, ''];
  for (const tag of order) {
    const title = document.tags?.find((t) => t.name === tag)?.description ?? tag;
    out.push(`## ${title}（${tag}）`, '');
    if (before(tag)) out.push(before(tag), '');
    out.push('| 方法 | 路径 | 访问 | 说明 | 请求 | 返回 `result` |', '|---|---|---|---|---|---|');
    for (const row of rows.get(tag) ?? []) {
      const path = cell(`\`${row.path}\``);
      out.push(`| ${row.methods.join('/')} | ${path} | ${row.cells.join(' | ')} |`);
    }
    out.push('');
    if (after(tag)) out.push(after(tag), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The text `docs/api.md` should have for this app: its served OpenAPI document and the template. */
export async function apiDocsOf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} 返回 ${res.statusCode}`);
  return renderApiMarkdown(res.json(), fs.readFileSync(API_DOCS_TEMPLATE, 'utf8'));
}

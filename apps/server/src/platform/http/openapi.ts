import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import type { Guard } from '../auth/auth-context.ts';

/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** Only the API is documented; the web app's catch-all route is not. */
const DOCUMENTED_PREFIXES = ['/api/', '/ojapi/', '/websocket/'];

/** The vendor extension that carries a route's guard: `public`, `login` or the permission code. */
export const GUARD_EXTENSION = 'x-guard';

export function guardText(guard: Guard | undefined): string {
  if (guard === undefined) return '';
  return typeof guard === 'object' ? guard.perm : guard;
}

function guardLine(guard: string): string {
  if (guard === 'public') return '访问：公开';
  if (guard === 'login') return '访问：登录';
  return `访问：权限 \`${guard}\``;
}

export interface OpenApiOptions {
  /** The document's tags in display order (a domain each), with their Chinese names. */
  tags: OpenAPIV3.TagObject[];
}

/**
 * Collects every route into an OpenAPI 3 document: zod schemas become JSON Schema (fastify-type-provider-zod)
 * and each operation carries its guard as `x-guard` and in its description. Must be called before any route
 * is added. The document is built on its first request, not at start-up.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '少儿编程教学平台接口',
        version: '1.0.0',
        description:
          '返回体统一为 `{success, message, code, result, timestamp}`；令牌放在请求头 `X-Access-Token`。',
      },
      tags: options.tags,
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
    },
    // Schemas registered with an id (recursive ones, such as the user's menu node) become components.
    transformObject: jsonSchemaTransformObject,
    transform: (input) => {
      const { route, url } = input;
      if (!DOCUMENTED_PREFIXES.some((p) => url.startsWith(p))) return { schema: { hide: true }, url };
      // @fastify/websocket hides its routes; the websocket is part of the API, so it is listed.
      const listed = route.websocket && input.schema ? { ...input.schema, hide: false } : input.schema;
      const transformed = jsonSchemaTransform({ ...input, schema: listed });
      const guard = guardText(route.config?.guard);
      const schema: FastifySchema & Record<string, unknown> = { ...transformed.schema };
      schema[GUARD_EXTENSION] = guard;
      schema.description = [schema.description, guardLine(guard)].filter(Boolean).join('\n\n');
      if (guard !== 'public') schema.security = [{ token: [] }];
      return { schema, url: transformed.url };
    },
  });

  let body: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      config: { guard: 'public' },
      schema: { summary: '接口描述文档（OpenAPI 3，不含任何密钥）', tags: ['platform'] },
    },
    async (_req, reply) => {
      // Built and serialised once, on the first request, then served from memory.
      body ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
}

/**
 * Gives routes registered after this call a summary and tags by `METHOD /path`, when their own schema
 * has none. For route files whose schemas cannot carry them yet; prefer `schema.summary` in the route.
 */
export function describeRoutes(app: FastifyInstance, tags: string[], summaries: Record<string, string>) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const summary = methods.map((m) => summaries[`${m} ${route.url}`]).find(Boolean);
    if (!summary || route.schema?.summary) return;
    route.schema = { ...route.schema, summary, tags: route.schema?.tags ?? tags };
  });
}

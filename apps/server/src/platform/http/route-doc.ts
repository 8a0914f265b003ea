import type { FastifyContextConfig, FastifySchema } from 'fastify';

/**
 * A route's options as every documented route writes them: who may call it (`config`), then its
 * OpenAPI schema: the summary, the tags, and the request / answer schemas (`querystring`, `body`,
 * `response`), which also type the handler.
 */
export function routeDoc<S extends FastifySchema = Record<never, never>>(
  config: FastifyContextConfig,
  tags: string[],
  summary: string,
  schema?: S,
) {
  return { config, schema: { summary, tags, ...schema } as { summary: string; tags: string[] } & S };
}

import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /**
   * Also serialise with `JSON.stringify` and throw when the two disagree (tests): fast-json-stringify
   * silently drops undeclared fields and coerces types, so a schema that misses a field would change
   * the answer without anybody noticing.
   */
  verify?: boolean;
}

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

// Keywords holding a map of subschemas, and keywords holding a subschema or a list of them.
const SUBSCHEMA_MAPS = ['properties', 'definitions', '$defs', 'patternProperties'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf', 'prefixItems'];

/**
 * Rewrites zod's JSON Schema into the shapes fast-json-stringify serialises quickly and faithfully:
 * `anyOf [T, null]` becomes `T` with `nullable` (no ajv check per value), and `const` is dropped
 * because fast-json-stringify writes a const schema's value without looking at the data.
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === 'const') continue;
    if (SUBSCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forSerializer(v)]));
    } else if (SUBSCHEMAS.includes(key)) {
      out[key] = forSerializer(value);
    } else {
      out[key] = value;
    }
  }
  if ('const' in schema && out.type === undefined && schema.const !== null) out.type = typeof schema.const;
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf)) {
    const others = anyOf.filter((s) => !(isObject(s) && s.type === 'null' && Object.keys(s).length === 1));
    if (others.length === 1 && others.length < anyOf.length && isObject(others[0]) && !others[0].$ref) {
      delete out.anyOf;
      return { ...others[0], ...out, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema a route's zod response schema serialises with (output side: what handlers return). */
export function responseJsonSchema(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return forSerializer(json) as JsonSchema;
}

/** Where two JSON values first differ, as a path (`result.records.0.titile`), for the verify error. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference(a[key], b[key], path ? `${path}.${key}` : key);
      if (d) return d;
    }
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}.${i}`);
      if (d) return d;
    }
  }
  return `${path || '(根)'}：schema 输出 ${JSON.stringify(a)}，实际 ${JSON.stringify(b)}`;
}

/** The error handler turns this into a generic 500, so the reason is also printed for the test run. */
function mismatch(route: string, reason: string): Error {
  const message = `${route} 的响应不符合声明的 schema：${reason}`;
  console.error(message);
  return new Error(message);
}

function verified(serialize: Serialize, route: string): Serialize {
  return (data) => {
    const plain = JSON.stringify(data);
    let fast: string;
    try {
      fast = serialize(data);
    } catch (err) {
      throw mismatch(route, (err as Error).message);
    }
    if (fast === plain) return fast;
    const diff = firstDifference(JSON.parse(fast), JSON.parse(plain), '');
    if (diff) throw mismatch(route, diff);
    return fast;
  };
}

/**
 * Serialises declared responses with fast-json-stringify, compiled from the route's zod schema (or a
 * plain JSON Schema). Compiled on a route's first answer, so start-up does not pay for every route.
 */
export function createResponseSerializer(
  options: ResponseSerializerOptions = {},
): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url, httpStatus }) => {
    const route = `${method} ${url} (${httpStatus ?? 'default'})`;
    let compiled: Serialize | undefined;
    const compile = (): Serialize => {
      const json = schema instanceof z.core.$ZodType ? responseJsonSchema(schema) : (schema as JsonSchema);
      const serialize = fastJson(json) as Serialize;
      return options.verify ? verified(serialize, route) : serialize;
    };
    return (data) => {
      compiled ??= compile();
      return compiled(data);
    };
  };
}

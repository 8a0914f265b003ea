import { type ResourceDef, resourceKey } from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { modelOf } from '../../src/crud/resource-model.ts';
import type { TestApp } from './test-app.ts';

export type Json = Record<string, unknown>;

export interface ApiAnswer {
  status: number;
  body: { success: boolean; message: string; code: number; result: unknown };
}

/** `GET list` answers, typed just enough for the tests. */
export interface Page {
  records: Json[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A small client over `app.inject` for one signed-in user. */
export function clientOf(t: TestApp, token: string) {
  const call = async (method: HTTPMethods, url: string, payload?: unknown): Promise<ApiAnswer> => {
    const res = await t.app.inject({
      method,
      url,
      headers: { 'x-access-token': token },
      payload: payload as Json | undefined,
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    /** The session token, for requests the client does not make (uploads, downloads). */
    token,
    call,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown) => call('POST', url, body),
    put: (url: string, body: unknown) => call('PUT', url, body),
    del: (url: string) => call('DELETE', url),
    /** `GET list` with the given parameters; fails the test unless it answers 200. */
    list: async (def: ResourceDef, params: Record<string, string | number> = {}): Promise<Page> => {
      const res = await call('GET', `${baseOf(def)}/list?${query(params)}`);
      if (res.status !== 200)
        throw new Error(`list ${resourceKey(def)} -> ${res.status} ${res.body.message}`);
      return res.body.result as Page;
    },
  };
}

export type Client = ReturnType<typeof clientOf>;

export const baseOf = (def: ResourceDef) => `/api/${def.module}/${def.name}`;

export const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** The row as stored, deleted or not, straight from the table. */
export async function storedRow(t: TestApp, def: ResourceDef, id: string) {
  const model = modelOf(def);
  const [row] = await t.db.select().from(model.table).where(eq(model.columns.id, id));
  return row;
}

/**
 * A declared answer as the contract tests check it: status 200 (or the given one), and the body is
 * exactly what its shared schema parses to, so a field the schema lacks (zod drops it) fails the test.
 */
export function expectAnswer(res: ApiAnswer, schema: z.ZodType, status = 200) {
  expect(res.status, res.body.message).toBe(status);
  expect(schema.parse(res.body)).toEqual(res.body);
}

/** An error answer as the clients read it: the status, and `success: false` with the same code, the message and no result. */
export function expectErrorAnswer(res: ApiAnswer, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, code: status, message, result: null });
}

import { emptyEnvelope, envelopeOf, pageResultOf } from '@ck/shared';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ok } from '../envelope.ts';
import { installErrorHandler } from '../error-handler.ts';
import { badRequest } from '../errors.ts';
import { createResponseSerializer, forSerializer, responseJsonSchema } from '../response-serializer.ts';

const row = z.object({
  id: z.string(),
  title: z.string().nullable(),
  count: z.number().int(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.unknown()),
  owner: z.object({ name: z.string() }).nullable(),
  note: z.string().optional(),
});
const listAnswer = envelopeOf(pageResultOf(row));

const serializerFor = (schema: z.ZodType, verify = false) =>
  createResponseSerializer({ verify })({ schema, method: 'GET', url: '/t', httpStatus: '200' });

const sample = () => ({
  ...ok({
    records: [
      { id: '1', title: null, count: 2, tags: ['a'], extra: { k: [1, { x: null }] }, owner: null },
      { id: '2', title: '标题 "引号"', count: 0, tags: [], extra: {}, owner: { name: '张三' }, note: 'n' },
    ],
    total: 2,
    size: 10,
    current: 1,
    pages: 1,
  }),
});

describe('response serializer', () => {
  it('writes exactly what JSON.stringify writes for a described answer, envelope fields in order', () => {
    const data = sample();
    const text = serializerFor(listAnswer)(data);
    expect(text).toBe(JSON.stringify(data));
    expect(Object.keys(JSON.parse(text))).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
  });

  it('turns nullable members into `nullable` (no per-value schema check) and drops `const`', () => {
    const json = responseJsonSchema(z.object({ o: z.object({ a: z.literal('x') }).nullable() }));
    const o = (json.properties as Record<string, Record<string, unknown>>).o;
    expect(o.anyOf).toBeUndefined();
    expect(o).toMatchObject({ type: 'object', nullable: true });
    expect(forSerializer({ const: 'x' })).toEqual({ type: 'string' });
  });

  it('shows why verification exists: an undeclared field is dropped and a wrong type coerced', () => {
    const plain = serializerFor(emptyEnvelope);
    const data = { ...ok(null), extra: 1 };
    expect(JSON.parse(plain(data))).not.toHaveProperty('extra');
  });

  it('in verify mode refuses answers the schema would change, naming the field', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const checked = serializerFor(listAnswer, true);
    const extra = sample();
    (extra.result.records[0] as Record<string, unknown>).secret = 'x';
    expect(() => checked(extra)).toThrow(/result\.records\.0\.secret/);
    const coerced = sample();
    (coerced.result as Record<string, unknown>).total = '2';
    expect(() => checked(coerced)).toThrow(/result\.total/);
    const missing = sample();
    delete (missing.result.records[0] as Partial<z.infer<typeof row>>).tags;
    expect(() => checked(missing)).toThrow(/tags/);
    quiet.mockRestore();
  });

  it('serialises recursive trees', () => {
    type Node = { id: string; children: Node[] };
    const node: z.ZodType<Node> = z.object({
      id: z.string(),
      get children() {
        return z.array(node);
      },
    });
    const data = ok([{ id: 'a', children: [{ id: 'b', children: [] }] }]);
    expect(serializerFor(envelopeOf(z.array(node)), true)(data)).toBe(JSON.stringify(data));
  });

  it('leaves error answers of a route with a declared response to the plain serializer', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(createResponseSerializer({ verify: true }));
    installErrorHandler(app);
    app.withTypeProvider<ZodTypeProvider>().get(
      '/t',
      {
        schema: {
          querystring: z.object({ fail: z.string().optional() }),
          response: { 200: envelopeOf(z.object({ n: z.number() })) },
        },
      },
      async (req) => {
        if (req.query.fail) throw badRequest('参数不对');
        return ok({ n: 1 });
      },
    );
    const good = await app.inject({ method: 'GET', url: '/t' });
    expect(good.json()).toMatchObject({ success: true, code: 200, result: { n: 1 } });
    const bad = await app.inject({ method: 'GET', url: '/t?fail=1' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    expect(bad.json()).toMatchObject({ success: false, message: '参数不对', code: 400, result: null });
    await app.close();
  });
});

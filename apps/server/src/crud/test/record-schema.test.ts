import {
  emptyEnvelope,
  envelopeOf,
  pageResultOf,
  resourceKey,
  resourceRecordSchema,
  resources,
} from '@ck/shared';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appSignedIn } from '../../../test/helpers/admin-clients.ts';
import { baseOf, type Client, expectAnswer, type Json } from '../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../test/helpers/test-app.ts';
import { runToken, sampleBody } from './samples.ts';

// The engine's JSON answers are serialised from `resourceRecordSchema`; the test app also checks each
// against JSON.stringify, so a 200 proves the schema names every field. Parsing proves the values fit.

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  ({ t, admin } = await appSignedIn({ admin: 'admin' }));
});
afterAll(() => t.close());

describe.each(resources.map((def) => [resourceKey(def), def] as const))('resource %s', (_key, def) => {
  const base = baseOf(def);
  const record = envelopeOf(resourceRecordSchema(def));

  it('answers records that match the schema, with optional fields filled and empty', async () => {
    const run = runToken();
    const full = await sampleBody(t, admin, def, run, 0);
    // Only the required fields: every optional column stays null.
    const bare = Object.fromEntries(
      Object.entries(await sampleBody(t, admin, def, run, 1)).filter(([name]) => def.fields[name]?.required),
    );
    const ids: string[] = [];
    for (const body of [full, bare]) {
      const res = await admin.post(`${base}/add`, body);
      expectAnswer(res, record);
      ids.push((res.body.result as Json).id as string);
    }
    for (const id of ids) expectAnswer(await admin.get(`${base}/queryById?id=${id}`), record);
    expectAnswer(
      await admin.get(`${base}/list?pageSize=50`),
      envelopeOf(pageResultOf(resourceRecordSchema(def))),
    );
    expectAnswer(await admin.put(`${base}/edit`, { id: ids[1] }), record);
    expectAnswer(await admin.del(`${base}/delete?id=${ids[0]}`), emptyEnvelope);
    expectAnswer(await admin.del(`${base}/deleteBatch?ids=${ids[1]}`), emptyEnvelope);
  });
});

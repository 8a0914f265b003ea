import {
  emptyEnvelope,
  envelopeOf,
  pageResultOf,
  resourceKey,
  resourceRecordSchema,
  resources,
} from '@ck/shared';
import { describe, it } from 'vitest';
import { baseOf, expectAnswer, type Json } from '../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../test/helpers/app-suite.ts';
import { runToken, sampleBody } from './samples.ts';

// The engine's JSON answers are serialised from `resourceRecordSchema`; the test app also checks each
// against JSON.stringify, so a 200 proves the schema names every field. Parsing proves the values fit.

const s = signedInSuite({ admin: 'admin' });

describe.each(resources.map((def) => [resourceKey(def), def] as const))('resource %s', (_key, def) => {
  const base = baseOf(def);
  const record = envelopeOf(resourceRecordSchema(def));

  it('answers records that match the schema, with optional fields filled and empty', async () => {
    const run = runToken();
    const full = await sampleBody(s.t, s.admin, def, run, 0);
    // Only the required fields: every optional column stays null.
    const bare = Object.fromEntries(
      Object.entries(await sampleBody(s.t, s.admin, def, run, 1)).filter(
        ([name]) => def.fields[name]?.required,
      ),
    );
    const ids: string[] = [];
    for (const body of [full, bare]) {
      const res = await s.admin.post(`${base}/add`, body);
      expectAnswer(res, record);
      ids.push((res.body.result as Json).id as string);
    }
    for (const id of ids) expectAnswer(await s.admin.get(`${base}/queryById?id=${id}`), record);
    expectAnswer(
      await s.admin.get(`${base}/list?pageSize=50`),
      envelopeOf(pageResultOf(resourceRecordSchema(def))),
    );
    expectAnswer(await s.admin.put(`${base}/edit`, { id: ids[1] }), record);
    expectAnswer(await s.admin.del(`${base}/delete?id=${ids[0]}`), emptyEnvelope);
    expectAnswer(await s.admin.del(`${base}/deleteBatch?ids=${ids[1]}`), emptyEnvelope);
  });
});

import { envelopeOf, myPointsSchema, pageResultOf, pointsLedgerItemSchema } from '@ck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn } from '../../../../test/helpers/admin-clients.ts';
import { type Client, expectAnswer } from '../../../../test/helpers/api-client.ts';
import { userNamed } from '../../../../test/helpers/portal.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { changePoints } from '../index.ts';

// Declared answers are checked against plain JSON.stringify in the test app (verifyResponses); parsing
// with the shared schema and comparing with the body also catches a field the schema lacks.

let t: TestApp;
let student: Client;

beforeAll(async () => {
  ({ t, student } = await appSignedIn({ student: 'student1' }));
});
afterAll(() => t.close());

const balance = envelopeOf(myPointsSchema);
const ledger = envelopeOf(pageResultOf(pointsLedgerItemSchema));

describe('points answers match their shared schemas', () => {
  it('before any points and after a few changes', async () => {
    expectAnswer(await student.get('/api/teaching/teachingJifen/getMyJifen'), balance);
    expectAnswer(await student.get('/api/teaching/teachingJifen/myList'), ledger);

    const { id: userId } = await userNamed(t, 'student1');
    await changePoints(t.db, { tenantId: DEFAULT_TENANT_ID, userId, amount: 20, reason: '完成作业' });
    await changePoints(t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId,
      amount: -5,
      reason: '兑换',
      by: 'admin',
    });

    const me = await student.get('/api/teaching/teachingJifen/getMyJifen');
    expectAnswer(me, balance);
    expect(me.body.result).toBe(15);
    const page = await student.get('/api/teaching/teachingJifen/myList?pageNo=1&pageSize=1');
    expectAnswer(page, ledger);
    expect(page.body.result).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect((page.body.result as { records: { amount: number }[] }).records.map((r) => r.amount)).toEqual([
      -5,
    ]);
  });
});

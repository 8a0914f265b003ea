import { envelopeOf, myPointsSchema, pageResultOf, pointsLedgerItemSchema } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { userNamed } from '../../../../test/helpers/portal.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { changePoints } from '../index.ts';

// Declared answers are checked against plain JSON.stringify in the test app (verifyResponses); parsing
// with the shared schema and comparing with the body also catches a field the schema lacks.

const s = signedInSuite({ student: 'student1' });

const balance = envelopeOf(myPointsSchema);
const ledger = envelopeOf(pageResultOf(pointsLedgerItemSchema));

describe('points answers match their shared schemas', () => {
  it('before any points and after a few changes', async () => {
    expectAnswer(await s.student.get('/api/teaching/teachingJifen/getMyJifen'), balance);
    expectAnswer(await s.student.get('/api/teaching/teachingJifen/myList'), ledger);

    const { id: userId } = await userNamed(s.t, 'student1');
    await changePoints(s.t.db, { tenantId: DEFAULT_TENANT_ID, userId, amount: 20, reason: '完成作业' });
    await changePoints(s.t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId,
      amount: -5,
      reason: '兑换',
      by: 'admin',
    });

    const me = await s.student.get('/api/teaching/teachingJifen/getMyJifen');
    expectAnswer(me, balance);
    expect(me.body.result).toBe(15);
    const page = await s.student.get('/api/teaching/teachingJifen/myList?pageNo=1&pageSize=1');
    expectAnswer(page, ledger);
    expect(page.body.result).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect((page.body.result as { records: { amount: number }[] }).records.map((r) => r.amount)).toEqual([
      -5,
    ]);
  });
});

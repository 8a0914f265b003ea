import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clients } from '../../../../../test/helpers/admin-clients.ts';
import { smsSuite } from '../../../../../test/helpers/fake-sms-server.ts';
import { downloadXlsx } from '../../../../../test/helpers/xlsx-upload.ts';
import { sysSmsCode } from '../../../identity/index.ts';
import { teachingReport } from '../../tables.ts';
import { mpCall, RIGHT_BUT_Q2, sampleAssessment } from './assessment-fixtures.ts';

const suite = smsSuite();

let admin: Client;
let teacher: Client;
let outsider: Client;
let testPowerId: string;
/** A finished lead (小军, 进阶) and an unfinished one (小雨). */
let done: { attemptId: string; reportToken: string };
let open: { attemptId: string; attemptToken: string };

const BASE = '/api/teaching/teachingReport';
const MP = '/api/mp/v1';

async function start(mobile: string, childName: string) {
  await mpCall(suite.t, 'POST', `${MP}/sms`, { mobile });
  const res = await mpCall(suite.t, 'POST', `${MP}/attempt/start`, {
    testPowerId,
    childName,
    childAge: 8,
    guardianName: '周女士',
    guardianPhone: mobile,
    smsCode: suite.sms.lastCode(mobile),
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as { attemptId: string; attemptToken: string };
}

beforeAll(async () => {
  ({ admin, teacher, outsider } = await clients(suite.t));
  testPowerId = (
    (await admin.post('/api/teaching/teachingTestPower/add', sampleAssessment())).body.result as {
      id: string;
    }
  ).id;
  const a = await start('13500000001', '小军');
  await mpCall(suite.t, 'POST', `${MP}/attempt/answers`, { answers: RIGHT_BUT_Q2, seq: 1 }, a.attemptToken);
  const submitted = await mpCall(suite.t, 'POST', `${MP}/attempt/submit`, {}, a.attemptToken);
  done = { attemptId: a.attemptId, reportToken: submitted.body.result.reportToken };
  open = await start('13500000002', '小雨');
});

type Page = { records: Record<string, unknown>[]; total: number };

describe('leads', () => {
  it('lists the organisation’s leads with their filters', async () => {
    const all = (await admin.get(`${BASE}/list?testPowerId=${testPowerId}`)).body.result as Page;
    expect(all.total).toBe(2);
    const finished = (await admin.get(`${BASE}/list?testPowerId=${testPowerId}&status=1`)).body
      .result as Page;
    expect(finished.records).toHaveLength(1);
    expect(finished.records[0]).toMatchObject({
      childName: '小军',
      totalScore: 40,
      maxScore: 60,
      bandTitle: '进阶',
      status_dictText: '已完成',
      followStatus: '0',
      followStatus_dictText: '未联系',
      testPowerName: '编程思维小测',
      shared: true,
    });
    expect(JSON.stringify(finished.records[0])).not.toContain(done.reportToken);
    const byPhone = (await admin.get(`${BASE}/list?keyword=13500000002`)).body.result as Page;
    expect(byPhone.records.map((r) => r.childName)).toEqual(['小雨']);
    const byBand = (await admin.get(`${BASE}/list?bandTitle=${encodeURIComponent('进阶')}`)).body
      .result as Page;
    expect(byBand.records.map((r) => r.childName)).toEqual(['小军']);
    const future = (await admin.get(`${BASE}/list?createTime_begin=2099-01-01`)).body.result as Page;
    expect(future.total).toBe(0);
    const bad = await admin.get(`${BASE}/list?createTime_begin=yesterday`);
    expect(bad.status).toBe(400);
  });

  it('shows one report with its answers and the assessment’s questions and bands', async () => {
    const res = await admin.get(`${BASE}/queryById?id=${done.attemptId}`);
    expect(res.status).toBe(200);
    const r = res.body.result as Record<string, unknown>;
    expect(r).toMatchObject({ answers: RIGHT_BUT_Q2, shareToken: done.reportToken });
    expect((r.questions as unknown[]).length).toBe(4);
    expect((r.bands as unknown[]).length).toBe(3);
    expect((r.score as { percent: number }).percent).toBe(67);
  });

  it('records the follow-up, who and when', async () => {
    const bad = await admin.put(`${BASE}/edit`, { id: done.attemptId, followStatus: '9' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('跟进状态不正确');
    const res = await admin.put(`${BASE}/edit`, {
      id: done.attemptId,
      followStatus: '1',
      followNote: '约了周六试听',
    });
    expect(res.status).toBe(200);
    const [row] = await suite.t.db.select().from(teachingReport).where(eq(teachingReport.id, done.attemptId));
    expect(row).toMatchObject({ followStatus: '1', followNote: '约了周六试听', followBy: 'admin' });
    expect(row.followTime).toBeInstanceOf(Date);
  });

  it('exports the leads as an xlsx', async () => {
    await downloadXlsx(suite.t, `${BASE}/exportXls?testPowerId=${testPowerId}`, await suite.t.login('admin'));
  });
});

describe('share links', () => {
  it('a new link is a fresh 256-bit secret; the old one and revoked ones answer 404', async () => {
    const before = await mpCall(suite.t, 'GET', `${MP}/report?token=${done.reportToken}`);
    expect(before.status).toBe(200);
    const shared = await admin.post(`${BASE}/share?id=${done.attemptId}`, {});
    const token = (shared.body.result as { shareToken: string }).shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(done.reportToken);
    expect((await mpCall(suite.t, 'GET', `${MP}/report?token=${done.reportToken}`)).status).toBe(404);
    expect((await mpCall(suite.t, 'GET', `${MP}/report?token=${token}`)).status).toBe(200);
    expect((await admin.del(`${BASE}/share?id=${done.attemptId}`)).status).toBe(200);
    const revoked = await mpCall(suite.t, 'GET', `${MP}/report?token=${token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.body.message).toBe('报告不存在或分享链接已失效');
  });

  it('an unfinished attempt cannot be shared', async () => {
    const res = await admin.post(`${BASE}/share?id=${open.attemptId}`, {});
    expect(res.status).toBe(400);
  });
});

describe('re-test and delete', () => {
  it('reset removes the attempt: its token dies and the child may start again', async () => {
    expect((await admin.post(`${BASE}/reset?id=${open.attemptId}`, {})).status).toBe(200);
    expect((await mpCall(suite.t, 'GET', `${MP}/attempt`, undefined, open.attemptToken)).status).toBe(404);
    // The phone may get its next code a minute later: move the last one back.
    await suite.t.db
      .update(sysSmsCode)
      .set({ createTime: new Date(Date.now() - 120_000) })
      .where(eq(sysSmsCode.mobile, '13500000002'));
    const again = await start('13500000002', '小雨');
    expect(again.attemptId).not.toBe(open.attemptId);
    open = again;
  });

  it('delete hides the lead and kills its share link', async () => {
    const shared = await admin.post(`${BASE}/share?id=${done.attemptId}`, {});
    const token = (shared.body.result as { shareToken: string }).shareToken;
    expect((await admin.del(`${BASE}/delete?id=${done.attemptId}`)).status).toBe(200);
    expect((await admin.get(`${BASE}/queryById?id=${done.attemptId}`)).status).toBe(404);
    expect((await mpCall(suite.t, 'GET', `${MP}/report?token=${token}`)).status).toBe(404);
  });
});

describe('access', () => {
  it('another organisation sees and changes none of these leads', async () => {
    const list = (await outsider.get(`${BASE}/list?pageSize=100`)).body.result as Page;
    expect(list.records.map((r) => r.id)).not.toContain(open.attemptId);
    expect((await outsider.get(`${BASE}/queryById?id=${open.attemptId}`)).status).toBe(404);
    expect((await outsider.put(`${BASE}/edit`, { id: open.attemptId, followStatus: '2' })).status).toBe(404);
    expect((await outsider.post(`${BASE}/reset?id=${open.attemptId}`, {})).status).toBe(404);
    expect((await outsider.del(`${BASE}/delete?id=${open.attemptId}`)).status).toBe(404);
    const [row] = await suite.t.db.select().from(teachingReport).where(eq(teachingReport.id, open.attemptId));
    expect(row).toMatchObject({ followStatus: '0', delFlag: 0 });
  });

  it('a teacher without the permissions gets 403', async () => {
    expect((await teacher.get(`${BASE}/list`)).status).toBe(403);
    expect((await teacher.put(`${BASE}/edit`, { id: open.attemptId, followStatus: '1' })).status).toBe(403);
    expect((await teacher.get(`${BASE}/exportXls`)).status).toBe(403);
    expect((await teacher.post(`${BASE}/share?id=${open.attemptId}`, {})).status).toBe(403);
  });
});

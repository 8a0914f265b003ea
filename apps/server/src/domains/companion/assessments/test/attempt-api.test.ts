import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsSuite } from '../../../../../test/helpers/fake-sms-server.ts';
import { OTHER_TENANT_ID } from '../../../../../test/helpers/fixtures.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { sysSmsCode } from '../../../identity/index.ts';
import { teachingReport } from '../../tables.ts';
import { mpCall, RIGHT_BUT_Q2, sampleAssessment } from './assessment-fixtures.ts';

let admin: string;
let testPowerId: string;

const MP = '/api/mp/v1';

const suite = smsSuite();

beforeAll(async () => {
  admin = await suite.t.login('admin');
  const res = await suite.t.app.inject({
    method: 'POST',
    url: '/api/teaching/teachingTestPower/add',
    headers: { 'x-access-token': admin },
    payload: sampleAssessment(),
  });
  testPowerId = res.json().result.id;
});

/** Sends a code to the phone and returns it, as the fake SMS provider received it. */
async function codeFor(mobile: string) {
  const res = await mpCall(suite.t, 'POST', `${MP}/sms`, { mobile });
  expect(res.status, res.body.message).toBe(200);
  return suite.sms.lastCode(mobile)!;
}

async function start(mobile: string, childName: string, extra: object = {}) {
  const smsCode = await codeFor(mobile);
  return mpCall(suite.t, 'POST', `${MP}/attempt/start`, {
    testPowerId,
    childName,
    childAge: 8,
    guardianName: '王女士',
    guardianPhone: mobile,
    smsCode,
    ...extra,
  });
}

/** A phone gets one code a minute: move its last code back so the next may be sent now. */
const letResend = (mobile: string) =>
  suite.t.db
    .update(sysSmsCode)
    .set({ createTime: new Date(Date.now() - 2 * 60_000) })
    .where(eq(sysSmsCode.mobile, mobile));

const reportRows = (id: string) =>
  suite.t.db.select().from(teachingReport).where(eq(teachingReport.testPowerId, id));

describe('public assessment cards', () => {
  it('lists published assessments without answers or weights', async () => {
    const list = await mpCall(suite.t, 'GET', `${MP}/assessments`);
    expect(list.status).toBe(200);
    const card = list.body.result.find((c: { id: string }) => c.id === testPowerId);
    expect(card).toMatchObject({ name: '编程思维小测', questionCount: 4, ageMin: 6, ageMax: 12 });
    // The card names its organisation, so the site's link and QR code open the same one on a phone.
    expect(card.orgId).toBe(DEFAULT_TENANT_ID);
    const one = await mpCall(suite.t, 'GET', `${MP}/assessment?id=${testPowerId}`);
    expect(one.body.result.id).toBe(testPowerId);
    for (const text of [list.text, one.text]) {
      expect(text).not.toContain('"answer"');
      expect(text).not.toContain('"weights"');
    }
  });

  it('never shows another organisation’s assessments', async () => {
    const other = await mpCall(suite.t, 'GET', `${MP}/assessments?orgId=${OTHER_TENANT_ID}`);
    expect(other.status).toBe(200);
    expect(other.body.result.some((c: { id: string }) => c.id === testPowerId)).toBe(false);
    const one = await mpCall(suite.t, 'GET', `${MP}/assessment?id=${testPowerId}&orgId=${OTHER_TENANT_ID}`);
    expect(one.status).toBe(404);
  });
});

describe('starting an attempt', () => {
  it('a visitor needs the guardian’s name, phone and a valid SMS code; nothing is written otherwise', async () => {
    const base = { testPowerId, childName: '小明', childAge: 8 };
    const noPhone = await mpCall(suite.t, 'POST', `${MP}/attempt/start`, { ...base, guardianName: '王女士' });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('请填写家长手机号');
    const mobile = '13700000001';
    await codeFor(mobile);
    const noCode = await mpCall(suite.t, 'POST', `${MP}/attempt/start`, {
      ...base,
      guardianName: '王女士',
      guardianPhone: mobile,
    });
    expect(noCode.body.message).toBe('请填写短信验证码');
    const wrong = await mpCall(suite.t, 'POST', `${MP}/attempt/start`, {
      ...base,
      guardianName: '王女士',
      guardianPhone: mobile,
      smsCode: suite.sms.lastCode(mobile) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/验证码错误/);
    const tooOld = await mpCall(suite.t, 'POST', `${MP}/attempt/start`, {
      ...base,
      childAge: 15,
      guardianName: '王女士',
      guardianPhone: mobile,
      smsCode: suite.sms.lastCode(mobile),
    });
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.message).toBe('该测评适合 6-12 岁的孩子');
    expect(await reportRows(testPowerId)).toHaveLength(0);
  });

  it('gives an attempt with a secret token; only its hash is stored', async () => {
    const res = await start('13700000002', '小红');
    expect(res.status, res.body.message).toBe(200);
    const a = res.body.result;
    expect(a.attemptToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.questions).toHaveLength(4);
    expect(res.text).not.toContain('"answer"');
    expect(res.text).not.toContain('"weights"');
    expect(a).toMatchObject({ status: '0', seq: 0, answers: {}, deadline: null, reportToken: null });
    const [row] = await suite.t.db.select().from(teachingReport).where(eq(teachingReport.id, a.attemptId));
    expect(row.attemptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.attemptHash).not.toBe(a.attemptToken);
    expect(row).toMatchObject({ phoneVerified: true, guardianPhone: '13700000002', childName: '小红' });
  });

  it('starting again resumes the same attempt with a new token; the old one stops working', async () => {
    const first = (await start('13700000003', '小刚')).body.result;
    await mpCall(
      suite.t,
      'POST',
      `${MP}/attempt/answers`,
      { answers: { q1: 'B' }, seq: 1 },
      first.attemptToken,
    );
    // The phone's next code may be sent a minute later only: let the clock of the last one pass.
    await letResend('13700000003');
    const again = await start('13700000003', '小刚');
    expect(again.status, again.body.message).toBe(200);
    const second = again.body.result;
    expect(second.attemptId).toBe(first.attemptId);
    expect(second.attemptToken).not.toBe(first.attemptToken);
    expect(second.answers).toEqual({ q1: 'B' });
    expect(second.startTime).toBe(first.startTime);
    expect((await mpCall(suite.t, 'GET', `${MP}/attempt`, undefined, first.attemptToken)).status).toBe(404);
    const now = await mpCall(suite.t, 'GET', `${MP}/attempt`, undefined, second.attemptToken);
    expect(now.body.result.attemptId).toBe(first.attemptId);
  });
});

describe('answering and submitting', () => {
  it('ignores a save older than the stored one and refuses answers of unknown questions or wrong format', async () => {
    const a = (await start('13700000004', '小丽')).body.result;
    const save = (answers: object, seq: number) =>
      mpCall(suite.t, 'POST', `${MP}/attempt/answers`, { answers, seq }, a.attemptToken);
    expect((await save({ q1: 'A' }, 2)).body.result.seq).toBe(2);
    const stale = await save({ q1: 'C' }, 1);
    expect(stale.status).toBe(200);
    expect(stale.body.result.seq).toBe(2);
    const unknown = await save({ zz: 'A' }, 3);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('答案中有不属于本测评的题目');
    const badOrder = await save({ q4: 'CA' }, 3);
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.message).toMatch(/^第 4 题：排序题/);
    const now = await mpCall(suite.t, 'GET', `${MP}/attempt`, undefined, a.attemptToken);
    expect(now.body.result).toMatchObject({ seq: 2, answers: { q1: 'A' } });
  });

  it('scores the saved sheet by the hand-computed example and opens the report by its token', async () => {
    const a = (await start('13700000005', '小军')).body.result;
    await mpCall(suite.t, 'POST', `${MP}/attempt/answers`, { answers: RIGHT_BUT_Q2, seq: 1 }, a.attemptToken);
    const done = await mpCall(suite.t, 'POST', `${MP}/attempt/submit`, {}, a.attemptToken);
    expect(done.status, done.body.message).toBe(200);
    const report = done.body.result;
    expect(report.score).toMatchObject({ total: 40, max: 60, percent: 67 });
    expect(report.score.dimensions).toEqual([
      { key: 'logic', name: '逻辑思维', score: 20, max: 40, percent: 50 },
      { key: 'loop', name: '循环', score: 30, max: 70, percent: 43 },
    ]);
    expect(report.band).toEqual({ title: '进阶', text: '孩子已有不错的基础。', minPercent: 50 });
    expect(report.reportToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(done.text).not.toContain('"answer"');
    expect(done.text).not.toContain('"weights"');
    const [row] = await suite.t.db.select().from(teachingReport).where(eq(teachingReport.id, a.attemptId));
    expect(row).toMatchObject({ status: '1', totalScore: 40, maxScore: 60, bandTitle: '进阶' });
    const shared = await mpCall(suite.t, 'GET', `${MP}/report?token=${report.reportToken}`);
    expect(shared.status).toBe(200);
    expect(shared.body.result.childName).toBe('小军');
    // Saving after the submit is refused; submitting again answers the same report.
    const late = await mpCall(
      suite.t,
      'POST',
      `${MP}/attempt/answers`,
      { answers: {}, seq: 9 },
      a.attemptToken,
    );
    expect(late.status).toBe(409);
    const again = await mpCall(suite.t, 'POST', `${MP}/attempt/submit`, {}, a.attemptToken);
    expect(again.body.result.reportToken).toBe(report.reportToken);
    // One attempt per child: starting again answers 409 with the report token.
    await letResend('13700000005');
    const restart = await start('13700000005', '小军');
    expect(restart.status).toBe(409);
    expect(restart.body.result).toEqual({ reportToken: report.reportToken });
  });

  it('after the time limit and its grace, saves are refused but submit scores what was saved', async () => {
    const add = await suite.t.app.inject({
      method: 'POST',
      url: '/api/teaching/teachingTestPower/add',
      headers: { 'x-access-token': admin },
      payload: sampleAssessment({ name: '限时小测', durationMinutes: 5 }),
    });
    const timedId = add.json().result.id;
    const smsCode = await codeFor('13700000006');
    const res = await mpCall(suite.t, 'POST', `${MP}/attempt/start`, {
      testPowerId: timedId,
      childName: '小花',
      childAge: 7,
      guardianName: '李先生',
      guardianPhone: '13700000006',
      smsCode,
    });
    const a = res.body.result;
    expect(new Date(a.deadline).getTime() - new Date(a.startTime).getTime()).toBe(5 * 60_000);
    await mpCall(
      suite.t,
      'POST',
      `${MP}/attempt/answers`,
      { answers: { q1: 'B', q3: 'T' }, seq: 1 },
      a.attemptToken,
    );
    // Started 5 minutes and 30 seconds ago: inside the grace minute a save still counts.
    await suite.t.db
      .update(teachingReport)
      .set({ startTime: new Date(Date.now() - 5.5 * 60_000) })
      .where(eq(teachingReport.id, a.attemptId));
    const inGrace = await mpCall(
      suite.t,
      'POST',
      `${MP}/attempt/answers`,
      { answers: { q1: 'B', q3: 'T', q2: 'AC' }, seq: 2 },
      a.attemptToken,
    );
    expect(inGrace.status).toBe(200);
    await suite.t.db
      .update(teachingReport)
      .set({ startTime: new Date(Date.now() - 7 * 60_000) })
      .where(eq(teachingReport.id, a.attemptId));
    const late = await mpCall(
      suite.t,
      'POST',
      `${MP}/attempt/answers`,
      { answers: { q4: 'CAB' }, seq: 3 },
      a.attemptToken,
    );
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('答题时间已到，答案不能再修改，请提交查看报告');
    const done = await mpCall(suite.t, 'POST', `${MP}/attempt/submit`, {}, a.attemptToken);
    expect(done.status).toBe(200);
    // q1 10 + q2 20 + q3 10 = 40 of 60.
    expect(done.body.result.score).toMatchObject({ total: 40, percent: 67 });
  });

  it('answers 404 to a made-up token or report link', async () => {
    expect((await mpCall(suite.t, 'GET', `${MP}/attempt`, undefined, 'x'.repeat(43))).status).toBe(404);
    expect((await mpCall(suite.t, 'GET', `${MP}/attempt`)).status).toBe(404);
    expect((await mpCall(suite.t, 'GET', `${MP}/report?token=${'y'.repeat(43)}`)).status).toBe(404);
  });
});

describe('a signed-in caller', () => {
  it('starts without phone or code; the child is the user', async () => {
    const token = await suite.t.login('student1');
    const res = await suite.t.app.inject({
      method: 'POST',
      url: `${MP}/attempt/start`,
      headers: { 'x-access-token': token },
      payload: { testPowerId, childName: '学生一', childAge: 9 },
    });
    expect(res.statusCode, res.json().message).toBe(200);
    const [row] = await suite.t.db
      .select()
      .from(teachingReport)
      .where(eq(teachingReport.id, res.json().result.attemptId));
    expect(row.childKey).toBe(`u:${row.userId}`);
    expect(row.phoneVerified).toBe(false);
  });
});

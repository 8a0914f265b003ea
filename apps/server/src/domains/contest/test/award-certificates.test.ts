import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import {
  teachingContest,
  teachingContestClass,
  teachingContestSubmission,
  teachingUserOtherInfo,
} from '../tables.ts';
import { student as signedInStudent } from './arena-fixtures.ts';

const s = signedInSuite({ jury: 'admin' });

const BASE = '/api/teaching/teachingContest';
const MIN = 60_000;
const start = new Date(Date.now() - 180 * MIN);

let student: Client;
let templateId: string;
const users: Record<string, string> = {};

/** An ACM contest with one group and three contestants: two solve, one only fails. */
async function contest(opts: { endTime: Date; lockTime?: Date }) {
  const id = uuidv7();
  const groupId = uuidv7();
  await s.t.db.insert(teachingContest).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    contestName: '秋季编程赛',
    ruleType: 'acm',
    startTime: start,
    endTime: opts.endTime,
    lockTime: opts.lockTime ?? null,
    awardMode: 'score',
    awardFirst: 2,
    awardSecond: 1,
  });
  await s.t.db.insert(teachingContestClass).values({
    id: groupId,
    tenantId: DEFAULT_TENANT_ID,
    contestId: id,
    className: '小学组',
    problemIds: ['p1', 'p2'],
  });
  const tries: [string, string, string][] = [
    ['award1', 'p1', 'AC'],
    ['award1', 'p2', 'AC'],
    ['award2', 'p1', 'AC'],
    ['award3', 'p1', 'WA'],
  ];
  for (const name of ['award1', 'award2', 'award3'])
    await s.t.db.insert(teachingUserOtherInfo).values({
      id: uuidv7(),
      tenantId: DEFAULT_TENANT_ID,
      contestId: id,
      groupId,
      userId: users[name],
      username: name,
      realname: name,
    });
  for (const [i, [name, problemId, verdict]] of tries.entries())
    await s.t.db.insert(teachingContestSubmission).values({
      id: uuidv7(),
      tenantId: DEFAULT_TENANT_ID,
      contestId: id,
      groupId,
      userId: users[name],
      problemId,
      submissionId: uuidv7(),
      language: 'cpp',
      verdict,
      score: verdict === 'AC' ? 100 : 0,
      createTime: new Date(start.getTime() + (i + 1) * MIN),
    });
  return id;
}

beforeAll(async () => {
  for (const name of ['award1', 'award2', 'award3']) {
    const signedIn = await signedInStudent(s.t, name);
    users[name] = signedIn.id;
    if (name === 'award1') student = signedIn.c;
  }
  const tpl = await s.jury.post('/api/teaching/teachingCertTemplate/add', {
    name: '赛事获奖证书',
    width: 1123,
    height: 794,
    fields: [{ key: 'courseName', x: 50, y: 58, fontSize: 28, color: '#333333', align: 'center' }],
  });
  expect(tpl.status, tpl.body.message).toBe(200);
  templateId = (tpl.body.result as Json).id as string;
});

describe('POST awardCertificates', () => {
  it('gives each award winner one certificate naming the contest, group and award', async () => {
    const contestId = await contest({ endTime: new Date(Date.now() - 10 * MIN) });
    const res = await s.jury.post(`${BASE}/awardCertificates`, {
      contestId,
      templateId,
      issueDate: '2026-11-20',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ issued: 2, skipped: 0 });

    const mine = await student.get('/api/teaching/teachingCert/mine');
    const cert = (mine.body.result as Json[]).find((c) => c.courseName === '秋季编程赛 小学组 一等奖');
    expect(cert, JSON.stringify(mine.body.result)).toMatchObject({
      certName: '赛事获奖证书',
      issueDate: '2026-11-20',
    });

    const again = await s.jury.post(`${BASE}/awardCertificates`, { contestId, templateId });
    expect(again.body.result).toMatchObject({ issued: 0, skipped: 2 });
  });

  it('refuses before the end, while frozen, and to non-jury users', async () => {
    const running = await contest({ endTime: new Date(Date.now() + 60 * MIN) });
    const early = await s.jury.post(`${BASE}/awardCertificates`, { contestId: running, templateId });
    expect(early.status).toBe(400);
    expect(early.body.message).toContain('比赛结束');

    const frozen = await contest({
      endTime: new Date(Date.now() - 10 * MIN),
      lockTime: new Date(Date.now() - 60 * MIN),
    });
    expect((await s.jury.post(`${BASE}/awardCertificates`, { contestId: frozen, templateId })).status).toBe(
      400,
    );
    expect((await s.jury.post(`${BASE}/unfreeze`, { contestId: frozen })).status).toBe(200);
    expect((await student.post(`${BASE}/awardCertificates`, { contestId: frozen, templateId })).status).toBe(
      403,
    );
    const unknownTemplate = await s.jury.post(`${BASE}/awardCertificates`, {
      contestId: frozen,
      templateId: uuidv7(),
    });
    expect(unknownTemplate.status).toBe(400);
    expect(unknownTemplate.body.message).toBe('证书模板不存在');
    const ok = await s.jury.post(`${BASE}/awardCertificates`, { contestId: frozen, templateId });
    expect(ok.body.result).toMatchObject({ issued: 2 });
  });
});

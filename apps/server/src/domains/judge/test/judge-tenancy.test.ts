import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { judgeProblem, judgeSubmission } from '../tables.ts';
import { AB_DATA, AB_PY, abProblemForm, uploadData, zipOf } from './judge-helpers.ts';

// Two schools on one installation: nothing of one school's problem bank or submissions is visible
// to, or changeable by, the other, whatever the id the caller sends.
let admin: Client;
let otherAdmin: Client;
let student: Client;
let problemId: string;
let submissionId: string;

const problem = abProblemForm('本校题目', ['校内']);

const suite = testAppSuite();

beforeAll(async () => {
  const adminToken = await suite.t.login('admin');
  admin = clientOf(suite.t, adminToken);
  otherAdmin = clientOf(suite.t, await suite.t.login('other_admin'));
  student = clientOf(suite.t, await suite.t.login('student1'));
  problemId = ((await admin.post('/api/judge/problem/add', problem)).body.result as { id: string }).id;
  await uploadData(suite.t, adminToken, problemId, await zipOf(AB_DATA));
  const submitted = await student.post('/ojapi/submission/submit', {
    problemId,
    language: 'python3',
    code: AB_PY,
  });
  submissionId = (submitted.body.result as { id: string }).id;
});

describe('judge tenancy', () => {
  it('another school does not see the problem in its bank or its practice area', async () => {
    const bank = await otherAdmin.get('/api/judge/problem/list');
    expect(bank.status).toBe(200);
    expect(JSON.stringify(bank.body.result)).not.toContain(problemId);
    const practice = await otherAdmin.get('/ojapi/problem/list');
    expect(JSON.stringify(practice.body.result)).not.toContain(problemId);
    expect((await otherAdmin.get(`/api/judge/problem/queryById?id=${problemId}`)).status).toBe(404);
    expect((await otherAdmin.get(`/ojapi/problem/detail?id=${problemId}`)).status).toBe(404);
  });

  it('another school cannot edit, delete or submit to the problem', async () => {
    const edit = await otherAdmin.put('/api/judge/problem/edit', {
      ...problem,
      id: problemId,
      title: '改掉',
    });
    expect(edit.status).toBe(404);
    const del = await otherAdmin.del(`/api/judge/problem/delete?id=${problemId}`);
    expect(del.status).toBe(404);
    const submit = await otherAdmin.post('/ojapi/submission/submit', {
      problemId,
      language: 'python3',
      code: AB_PY,
    });
    expect(submit.status).toBe(404);
    const [row] = await suite.t.db.select().from(judgeProblem).where(eq(judgeProblem.id, problemId));
    expect(row.title).toBe('本校题目');
    expect(row.delFlag).toBe(0);
    const stored = await suite.t.db
      .select()
      .from(judgeSubmission)
      .where(eq(judgeSubmission.problemId, problemId));
    expect(stored.map((s) => s.id)).toEqual([submissionId]);
  });

  it("another school sees none of this school's submissions", async () => {
    expect((await otherAdmin.get(`/ojapi/submission/detail?id=${submissionId}`)).status).toBe(404);
    const list = await otherAdmin.get('/api/judge/submission/list');
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body.result)).not.toContain(submissionId);
  });
});

import type { JudgeEngine, JudgeResult } from '@ck/judge';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
// The queue itself, with a fake engine: the judge's own tests do the same.
import { JudgeQueue, judgeProblem, judgeSubmission, judgeTask } from '../../judge/index.ts';
import {
  arenaWithProblems,
  CONTEST,
  contest,
  contestRow,
  group,
  inContest,
  judge,
  juryClient,
  register,
  settle,
  student,
  submitted,
} from './arena-fixtures.ts';

const suite = appSuite(arenaWithProblems);

let jury: Client;

beforeAll(async () => {
  jury = await juryClient(suite.t);
});

const tasksOf = (submissionId: string) =>
  suite.t.db.select().from(judgeTask).where(eq(judgeTask.submissionId, submissionId));
const judgeRow = async (submissionId: string) =>
  (await suite.t.db.select().from(judgeSubmission).where(eq(judgeSubmission.id, submissionId)))[0];
const acceptCount = async (problemId: string) =>
  (await suite.t.db.select().from(judgeProblem).where(eq(judgeProblem.id, problemId)))[0].acceptCount;

const resultOf = (verdict: 'AC' | 'WA'): JudgeResult => ({
  verdict,
  score: verdict === 'AC' ? 100 : 0,
  timeMs: 3,
  memoryKb: 1024,
  compileMessage: '',
  cases: [],
});
/** The judge queue with an engine that answers `verdict` for everything. */
const fakeQueue = (verdict: 'AC' | 'WA') =>
  new JudgeQueue(
    suite.t.db,
    async () => ({ judge: async () => resultOf(verdict) }) as unknown as JudgeEngine,
    {
      dataRoot: '/nonexistent',
      events: suite.t.ctx.events,
    },
  );

describe('rejudge', () => {
  it('puts one submission back in the queue, clears both results, and takes the new verdict', async () => {
    const s = await student(suite.t, 'rj_a');
    const { id } = await inContest(suite.t, s, [suite.p1, suite.p2]);
    const sid = await submitted(s.c, id, suite.p1);
    await judge(suite.t, sid, 'AC', 100);
    await suite.t.db.update(judgeProblem).set({ acceptCount: 1 }).where(eq(judgeProblem.id, suite.p1));
    const { submissionId } = await contestRow(suite.t, sid);

    const refused = await s.c.post(`${CONTEST}/jury/rejudge`, { submissionId: sid });
    expect(refused.status).toBe(403);
    expect((await contestRow(suite.t, sid)).verdict).toBe('AC');
    expect((await s.c.get(`${CONTEST}/jury/submissions?contestId=${id}`)).status).toBe(403);

    const changed: string[] = [];
    const stop = suite.t.ctx.events.subscribe('contest.submissionChanged', (e) => {
      if (e.contestId === id) changed.push(e.problemId);
    });
    const res = await jury.post(`${CONTEST}/jury/rejudge`, { submissionId: sid });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({ count: 1 });
    expect(await contestRow(suite.t, sid)).toMatchObject({ verdict: null, score: null });
    expect(await judgeRow(submissionId)).toMatchObject({
      status: 'queued',
      verdict: null,
      score: 0,
      cases: [],
    });
    const tasks = await tasksOf(submissionId);
    expect(tasks.map((x) => x.status).sort()).toEqual(['done', 'pending']);
    expect(await acceptCount(suite.p1)).toBe(0);
    await settle();
    expect(changed).toEqual([suite.p1]);
    stop();

    const logs = await suite.t.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.operateType, 'teaching:contest:jury'), like(sysLog.content, '%重判%')));
    expect(logs.map((l) => l.content)).toContainEqual(expect.stringContaining(`提交 ${sid}`));

    await judge(suite.t, sid, 'WA', 20);
    expect(await contestRow(suite.t, sid)).toMatchObject({ verdict: 'WA', score: 20 });
  });

  it('a result written by the superseded attempt is ignored', async () => {
    const s = await student(suite.t, 'rj_b');
    const { id } = await inContest(suite.t, s, [suite.p1]);
    const sid = await submitted(s.c, id, suite.p1);
    const { submissionId } = await contestRow(suite.t, sid);
    await suite.t.db
      .update(judgeTask)
      .set({ status: 'running', attemptId: 'old-attempt' })
      .where(eq(judgeTask.submissionId, submissionId));
    expect((await jury.post(`${CONTEST}/jury/rejudge`, { submissionId: sid })).status).toBe(200);
    const old = (await tasksOf(submissionId)).find((x) => x.attemptId === 'old-attempt');
    expect(old?.status).toBe('done');
    const late = { taskId: old!.id, submissionId, attemptId: 'old-attempt', attempts: 1 };
    expect(await fakeQueue('AC').finish(late, resultOf('AC'))).toBe(false);
    expect(await judgeRow(submissionId)).toMatchObject({ status: 'queued', verdict: null });
  });

  it('rejudges every submission of a problem in the contest, and only those', async () => {
    const a = await student(suite.t, 'rj_c');
    const b = await student(suite.t, 'rj_d');
    const id = await contest(suite.t);
    const g = await group(suite.t, id, '小学组', [suite.p1, suite.p2]);
    await register(suite.t, id, g, a);
    await register(suite.t, id, g, b);
    const a1 = await submitted(a.c, id, suite.p1);
    const b1 = await submitted(b.c, id, suite.p1);
    const a2 = await submitted(a.c, id, suite.p2);
    for (const sid of [a1, b1, a2]) await judge(suite.t, sid, 'WA', 10);
    const bad = await jury.post(`${CONTEST}/jury/rejudge`, { contestId: id });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请指定要重判的提交，或赛事和题目');
    const res = await jury.post(`${CONTEST}/jury/rejudge`, { contestId: id, problemId: suite.p1 });
    expect(res.body.result).toEqual({ count: 2 });
    expect((await contestRow(suite.t, a1)).verdict).toBeNull();
    expect((await contestRow(suite.t, b1)).verdict).toBeNull();
    expect((await contestRow(suite.t, a2)).verdict).toBe('WA');
    expect((await judgeRow((await contestRow(suite.t, a2)).submissionId)).status).toBe('done');
    const page = (await jury.get(`${CONTEST}/jury/submissions?contestId=${id}&problemId=${suite.p1}`)).body
      .result as { total: number; records: { status: string; label: string }[] };
    expect(page.total).toBe(2);
    expect(page.records.map((r) => `${r.label} ${r.status}`)).toEqual(['A queued', 'A queued']);
    const missing = await jury.post(`${CONTEST}/jury/rejudge`, { submissionId: 'nope' });
    expect(missing.status).toBe(404);

    // Another tenant's jury finds neither the contest nor its submissions.
    const outsider = clientOf(suite.t, await suite.t.login('other_admin'));
    const list = await outsider.get(`${CONTEST}/jury/submissions?contestId=${id}`);
    expect(list.status).toBe(404);
    expect(list.body.message).toBe('赛事不存在');
    expect((await outsider.post(`${CONTEST}/jury/rejudge`, { submissionId: a2 })).status).toBe(404);
    expect((await outsider.get(`${CONTEST}/jury/submission?id=${a2}`)).status).toBe(404);
    expect((await contestRow(suite.t, a2)).verdict).toBe('WA');
    const code = await jury.get(`${CONTEST}/jury/submission?id=${a2}`);
    expect(code.body.result).toMatchObject({ id: a2, verdict: 'WA', code: 'int main(){return 0;}\n' });
  });
});

describe('rejudge through the real queue', () => {
  it('the queue judges the new task and announces it again; the contest row takes the new verdict', async () => {
    const s = await student(suite.t, 'rj_e');
    const { id } = await inContest(suite.t, s, [suite.p1]);
    const sid = await submitted(s.c, id, suite.p1);
    await judge(suite.t, sid, 'WA', 0);
    expect((await jury.post(`${CONTEST}/jury/rejudge`, { submissionId: sid })).status).toBe(200);
    const result: JudgeResult = {
      verdict: 'AC',
      score: 100,
      timeMs: 3,
      memoryKb: 1024,
      compileMessage: '',
      cases: [],
    };
    const engine = async () => ({ judge: async () => result }) as unknown as JudgeEngine;
    const queue = new JudgeQueue(suite.t.db, engine, {
      dataRoot: '/nonexistent',
      events: suite.t.ctx.events,
    });
    // Drains every pending task of this file (the fake engine accepts them all).
    for (let claim = await queue.claim(); claim; claim = await queue.claim()) await queue.process(claim);
    const end = Date.now() + 5000;
    while ((await contestRow(suite.t, sid)).verdict !== 'AC') {
      if (Date.now() > end) throw new Error('重判结果没有同步到赛事提交');
      await settle();
    }
    expect(await contestRow(suite.t, sid)).toMatchObject({ verdict: 'AC', score: 100 });
    expect(await judgeRow((await contestRow(suite.t, sid)).submissionId)).toMatchObject({
      status: 'done',
      timeMs: 3,
    });
  });
});

describe('clarifications', () => {
  it('private answers reach only the asker, public ones everybody; contestants may not answer', async () => {
    const a = await student(suite.t, 'cl_a');
    const b = await student(suite.t, 'cl_b');
    const c = await student(suite.t, 'cl_c');
    const id = await contest(suite.t);
    const junior = await group(suite.t, id, '小学组', [suite.p1], 1);
    const senior = await group(suite.t, id, '初中组', [suite.p2], 2);
    await register(suite.t, id, junior, a);
    await register(suite.t, id, junior, b);
    await register(suite.t, id, senior, c);

    const ask = async (who: Client, question: string, problemId?: string) => {
      const res = await who.post(`${CONTEST}/clarification/ask`, { contestId: id, question, problemId });
      expect(res.status, res.body.message).toBe(200);
      return (res.body.result as { id: string }).id;
    };
    const privateQ = await ask(a.c, '甲题的输入有负数吗？', suite.p1);
    const publicQ = await ask(b.c, '可以用 C++ 吗？');
    const wrong = await c.c.post(`${CONTEST}/clarification/ask`, {
      contestId: id,
      question: '?',
      problemId: suite.p1,
    });
    expect(wrong.status).toBe(404);

    const byStudent = await a.c.post(`${CONTEST}/clarification/answer`, {
      id: privateQ,
      answer: '没有',
      isPublic: 1,
    });
    expect(byStudent.status).toBe(403);
    expect((await a.c.post(`${CONTEST}/clarification/announce`, { contestId: id, answer: 'x' })).status).toBe(
      403,
    );

    expect(
      (await jury.post(`${CONTEST}/clarification/answer`, { id: privateQ, answer: '没有', isPublic: 0 }))
        .status,
    ).toBe(200);
    expect(
      (await jury.post(`${CONTEST}/clarification/answer`, { id: publicQ, answer: '可以', isPublic: 1 }))
        .status,
    ).toBe(200);
    expect(
      (
        await jury.post(`${CONTEST}/clarification/announce`, {
          contestId: id,
          groupId: senior,
          answer: '初中组延时 5 分钟',
        })
      ).status,
    ).toBe(200);
    expect(
      (await jury.post(`${CONTEST}/clarification/announce`, { contestId: id, answer: '全体注意' })).status,
    ).toBe(200);
    const blank = await jury.post(`${CONTEST}/clarification/announce`, { contestId: id, answer: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('请填写回答');

    type Row = {
      id: string;
      answer: string | null;
      question: string;
      mine: boolean;
      userId: string | null;
      label: string | null;
      askerName: string | null;
    };
    const listOf = async (who: Client) =>
      (await who.get(`${CONTEST}/clarification/list?contestId=${id}`)).body.result as Row[];
    const answers = (rows: Row[]) => rows.map((r) => r.answer);

    const seenA = await listOf(a.c);
    expect(answers(seenA)).toEqual(['没有', '可以', '全体注意']);
    expect(seenA[0]).toMatchObject({ mine: true, label: 'A', userId: a.id });
    expect(seenA[1]).toMatchObject({ mine: false, userId: null, askerName: null });
    expect(answers(await listOf(b.c))).toEqual(['可以', '全体注意']);
    // A question belongs to the asker's group: its public answer reaches that group only.
    expect(answers(await listOf(c.c))).toEqual(['初中组延时 5 分钟', '全体注意']);
    const all = await listOf(jury);
    expect(all).toHaveLength(4);
    expect(all[0]).toMatchObject({ askerName: '参赛者', userId: a.id });

    const outsider = await student(suite.t, 'cl_d');
    expect((await outsider.c.get(`${CONTEST}/clarification/list?contestId=${id}`)).status).toBe(403);
  });
});

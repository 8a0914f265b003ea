import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { judgeSubmission } from '../../judge/index.ts';
import { teachingContest } from '../tables.ts';
import {
  arenaWithProblems,
  CONTEST,
  contestRow,
  inContest,
  judge,
  juryClient,
  settle,
  student,
  submitted,
} from './arena-fixtures.ts';

const suite = appSuite(arenaWithProblems);

/** Every value of a JSON answer, however deep. */
function values(v: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(v)) for (const x of v) values(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) values(x, out);
  else out.push(v);
  return out;
}

describe('verdict sync', () => {
  it('copies the verdict into the contest submission, tells the boards and pushes to the submitter', async () => {
    const s = await student(suite.t, 'sync_a');
    const { id } = await inContest(suite.t, s, [suite.p1, suite.p2], { ruleType: 'acm' });
    const sid = await submitted(s.c, id, suite.p1);
    await settle();
    const changed: string[] = [];
    const stop = suite.t.ctx.events.subscribe('contest.submissionChanged', (e) => {
      if (e.contestId === id) changed.push(`${e.userId} ${e.problemId}`);
    });
    const pushes: { userIds: string[] | null; frame: Record<string, unknown> }[] = [];
    const publish = suite.t.ctx.realtime.publish.bind(suite.t.ctx.realtime);
    suite.t.ctx.realtime.publish = async (tenantId, userIds, frame) => {
      pushes.push({ userIds, frame });
      return publish(tenantId, userIds, frame);
    };
    try {
      const list = (await s.c.get(`${CONTEST}/problems?contestId=${id}`)).body.result as Record<
        string,
        unknown
      >[];
      expect(list[0]).toMatchObject({ label: 'A', myResult: 'pending', myTries: 1, myScore: null });
      expect(list[1]).toMatchObject({ label: 'B', myResult: null, myTries: 0 });
      await judge(suite.t, sid, 'AC', 100);
      expect(await contestRow(suite.t, sid)).toMatchObject({ verdict: 'AC', score: 100 });
      await settle();
      expect(changed).toEqual([`${s.id} ${suite.p1}`]);
      expect(pushes).toContainEqual({
        userIds: [s.id],
        frame: { cmd: 'contestSubmission', contestId: id, id: sid },
      });
    } finally {
      suite.t.ctx.realtime.publish = publish;
      stop();
    }
    const mine = (await s.c.get(`${CONTEST}/mySubmissions?contestId=${id}`)).body.result;
    expect(mine).toEqual([
      expect.objectContaining({ id: sid, label: 'A', verdict: 'AC', score: 100, hidden: false }),
    ]);
    const list = (await s.c.get(`${CONTEST}/problems?contestId=${id}`)).body.result as Record<
      string,
      unknown
    >[];
    expect(list[0]).toMatchObject({ myResult: 'AC', myScore: 100, myTries: 1 });
    const detail = await s.c.get(`${CONTEST}/submission?id=${sid}`);
    expect(detail.body.result).toMatchObject({ id: sid, verdict: 'AC', code: 'int main(){return 0;}\n' });
  });

  it("ignores judged submissions that belong to no contest, and refuses someone else's submission", async () => {
    const s = await student(suite.t, 'sync_b');
    const other = await student(suite.t, 'sync_c');
    const { id } = await inContest(suite.t, s, [suite.p1]);
    const sid = await submitted(s.c, id, suite.p1);
    await suite.t.ctx.events.publish('judge.submissionJudged', {
      submissionId: 'not-a-contest-one',
      problemId: suite.p1,
      userId: s.id,
      tenantId: (await contestRow(suite.t, sid)).tenantId,
      verdict: 'AC',
      score: 100,
    });
    await settle();
    expect((await contestRow(suite.t, sid)).verdict).toBeNull();
    const res = await other.c.get(`${CONTEST}/submission?id=${sid}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('提交记录不存在');
  });
});

describe('a verdict whose event was lost', () => {
  it('is synced when the contestant or the jury reads their submissions', async () => {
    const s = await student(suite.t, 'sync_d');
    const { id } = await inContest(suite.t, s, [suite.p1]);
    const sid = await submitted(s.c, id, suite.p1);
    // The judge stored its result, but this node never heard the announcement.
    await suite.t.db
      .update(judgeSubmission)
      .set({ status: 'done', verdict: 'WA', score: 30 })
      .where(eq(judgeSubmission.id, (await contestRow(suite.t, sid)).submissionId));
    expect((await contestRow(suite.t, sid)).verdict).toBeNull();
    const mine = (await s.c.get(`${CONTEST}/mySubmissions?contestId=${id}`)).body.result;
    expect(mine).toEqual([expect.objectContaining({ id: sid, verdict: 'WA', score: 30 })]);
    expect(await contestRow(suite.t, sid)).toMatchObject({ verdict: 'WA', score: 30 });
  });
});

describe('OI before the end', () => {
  it('no participant answer carries a verdict or a score; after the end they all do', async () => {
    const s = await student(suite.t, 'oi_a');
    const { id } = await inContest(suite.t, s, [suite.p1, suite.p2], { ruleType: 'oi' });
    const wa = await submitted(s.c, id, suite.p1);
    await judge(suite.t, wa, 'WA', 40);
    const ce = await submitted(s.c, id, suite.p1);
    await judge(suite.t, ce, 'CE', 0);
    const ac = await submitted(s.c, id, suite.p2);
    await judge(suite.t, ac, 'AC', 100);

    const answers = [
      await s.c.get(`${CONTEST}/problems?contestId=${id}`),
      await s.c.get(`${CONTEST}/mySubmissions?contestId=${id}`),
      await s.c.get(`${CONTEST}/mySubmissions?contestId=${id}&problemId=${suite.p1}`),
      await s.c.get(`${CONTEST}/submission?id=${wa}`),
      await s.c.get(`${CONTEST}/submission?id=${ce}`),
      await s.c.get(`${CONTEST}/submission?id=${ac}`),
    ];
    for (const res of answers) {
      expect(res.status, res.body.message).toBe(200);
      const seen = values(res.body.result);
      for (const secret of ['AC', 'WA', 'CE', 40, 100]) expect(seen).not.toContain(secret);
    }
    const problems = answers[0].body.result as Record<string, unknown>[];
    expect(problems.map((p) => [p.myResult, p.myScore, p.myTries])).toEqual([
      ['submitted', null, 2],
      ['submitted', null, 1],
    ]);
    const mine = answers[1].body.result as Record<string, unknown>[];
    expect(mine.every((m) => m.hidden === true && m.verdict === null && m.score === null)).toBe(true);
    expect(answers[4].body.result).toMatchObject({ compileMessage: null, verdict: null, hidden: true });

    // The jury sees the live verdicts all along.
    const jury = await (await juryClient(suite.t)).get(`${CONTEST}/jury/submissions?contestId=${id}`);
    const rows = (jury.body.result as { records: { verdict: string }[] }).records;
    expect(rows.map((r) => r.verdict).sort()).toEqual(['AC', 'CE', 'WA']);

    await suite.t.db
      .update(teachingContest)
      .set({ startTime: new Date(Date.now() - 3 * 3600_000), endTime: new Date(Date.now() - 60_000) })
      .where(eq(teachingContest.id, id));
    const after = (await s.c.get(`${CONTEST}/problems?contestId=${id}`)).body.result as Record<
      string,
      unknown
    >[];
    // OI counts the last submission of each problem.
    expect(after.map((p) => [p.myResult, p.myScore])).toEqual([
      ['CE', 0],
      ['AC', 100],
    ]);
    const mineAfter = (await s.c.get(`${CONTEST}/mySubmissions?contestId=${id}`)).body.result as Record<
      string,
      unknown
    >[];
    expect(mineAfter.map((m) => [m.verdict, m.score, m.hidden])).toEqual([
      ['AC', 100, false],
      ['CE', 0, false],
      ['WA', 40, false],
    ]);
  });
});

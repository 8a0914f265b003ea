import { contestStatusSchema, envelopeOf } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { judgeSubmission } from '../../judge/index.ts';
import { teachingContestSubmission, teachingUserOtherInfo } from '../tables.ts';
import {
  arenaWithProblems,
  CONTEST,
  contest,
  group,
  inContest,
  judge,
  juryClient,
  problem,
  register,
  settle,
  student,
  submit,
  submitted,
} from './arena-fixtures.ts';

const suite = appSuite(arenaWithProblems);

let pPy: string;

beforeAll(async () => {
  pPy = await problem(suite.t, '只许 Python', ['python3']);
});

const contestRows = async (contestId: string) =>
  suite.t.db
    .select()
    .from(teachingContestSubmission)
    .where(eq(teachingContestSubmission.contestId, contestId));

describe('who may submit what, and when', () => {
  it('refuses before the start and after the end, and stores nothing', async () => {
    const s = await student(suite.t, 'win_a');
    for (const [start, end, message] of [
      [10, 120, '比赛尚未开始，不能提交'],
      [-120, -10, '比赛已结束，不能再提交'],
    ] as const) {
      const { id } = await inContest(suite.t, s, [suite.p1], { start, end });
      const res = await submit(s.c, id, suite.p1);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(message);
      expect(await contestRows(id)).toHaveLength(0);
    }
    const queued = await suite.t.db.select().from(judgeSubmission).where(eq(judgeSubmission.userId, s.id));
    expect(queued).toHaveLength(0);
  });

  it('refuses whoever has not registered', async () => {
    const s = await student(suite.t, 'win_b');
    const id = await contest(suite.t);
    await group(suite.t, id, '小学组', [suite.p1]);
    const res = await submit(s.c, id, suite.p1);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('你没有报名本赛事，不能进入赛场');
    expect((await s.c.get(`${CONTEST}/problems?contestId=${id}`)).status).toBe(403);
    expect((await s.c.get(`${CONTEST}/mySubmissions?contestId=${id}`)).body.result).toEqual([]);
  });

  it("refuses another group's problem in submit and statement, and lists only the own group's", async () => {
    const s = await student(suite.t, 'win_c');
    const id = await contest(suite.t);
    const junior = await group(suite.t, id, '小学组', [suite.p1], 1);
    await group(suite.t, id, '初中组', [suite.p2], 2);
    await register(suite.t, id, junior, s);
    const res = await submit(s.c, id, suite.p2);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('题目不在你的分组中');
    const statement = await s.c.get(`${CONTEST}/problem?contestId=${id}&problemId=${suite.p2}`);
    expect(statement.status).toBe(404);
    expect(statement.body.message).toBe('题目不在你的分组中');
    const list = await s.c.get(`${CONTEST}/problems?contestId=${id}`);
    expect((list.body.result as { id: string; label: string }[]).map((p) => [p.id, p.label])).toEqual([
      [suite.p1, 'A'],
    ]);
    const other = await s.c.get(`${CONTEST}/problems?contestId=${id}&groupId=x`);
    expect(other.status).toBe(403);
    const own = await s.c.get(`${CONTEST}/problem?contestId=${id}&problemId=${suite.p1}`);
    expect(own.body.result).toMatchObject({
      id: suite.p1,
      label: 'A',
      title: '甲题',
      samples: [{ input: '1 2' }],
    });
    expect(await contestRows(id)).toHaveLength(0);
  });

  it('accepts a submission inside the window: judge row, contest row, pending cell', async () => {
    const s = await student(suite.t, 'win_d');
    const { id, g } = await inContest(suite.t, s, [suite.p1, pPy]);
    const heard: string[] = [];
    const stop = suite.t.ctx.events.subscribe('contest.submissionChanged', (e) => {
      if (e.contestId === id) heard.push(`${e.groupId} ${e.userId} ${e.problemId}`);
    });
    const bad = await submit(s.c, id, pPy, 'c');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('本题不允许使用该语言');
    const sid = await submitted(s.c, id, suite.p1);
    const [row] = await contestRows(id);
    expect(row).toMatchObject({ id: sid, groupId: g, userId: s.id, problemId: suite.p1, verdict: null });
    const [queued] = await suite.t.db
      .select()
      .from(judgeSubmission)
      .where(eq(judgeSubmission.id, row.submissionId));
    expect(queued).toMatchObject({ status: 'queued', userId: s.id, problemId: suite.p1 });
    await settle();
    expect(heard).toEqual([`${g} ${s.id} ${suite.p1}`]);
    stop();
  });
});

describe('duration contests', () => {
  it('start on the first entry, once, and close after the personal time', async () => {
    const s = await student(suite.t, 'dur_a');
    const { id } = await inContest(suite.t, s, [suite.p1], { duration: 30 });
    const before = await submit(s.c, id, suite.p1);
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('请先进入赛场开始比赛，再提交');
    expect((await s.c.get(`${CONTEST}/problems?contestId=${id}`)).status).toBe(403);

    const entered = await s.c.post(`${CONTEST}/enter`, { contestId: id });
    expectAnswer(entered, envelopeOf(contestStatusSchema));
    const first = entered.body.result as { startedAt: string; deadline: string; registered: boolean };
    expect(first.registered).toBe(true);
    expect(first.startedAt).not.toBeNull();
    const again = (await s.c.post(`${CONTEST}/enter`, { contestId: id })).body.result as typeof first;
    expect(again.startedAt).toBe(first.startedAt);
    expect(again.deadline).toBe(first.deadline);
    await submitted(s.c, id, suite.p1);

    // 31 minutes after the personal start: the personal window is over though the contest runs on.
    await suite.t.db
      .update(teachingUserOtherInfo)
      .set({ startedAt: new Date(Date.now() - 31 * 60_000) })
      .where(and(eq(teachingUserOtherInfo.contestId, id), eq(teachingUserOtherInfo.userId, s.id)));
    const late = await submit(s.c, id, suite.p1);
    expect(late.status).toBe(403);
    expect(late.body.message).toBe('你的比赛时间已用完，不能再提交');
    expect((await s.c.get(`${CONTEST}/problems?contestId=${id}`)).status).toBe(200);
    const status = (await s.c.get(`${CONTEST}/status?contestId=${id}`)).body.result as { phase: string };
    expect(status.phase).toBe('running');
  });
});

describe('limits', () => {
  it('refuses a sixth pending submission, then the eleventh of the minute, with 429', async () => {
    const s = await student(suite.t, 'lim_a');
    const { id } = await inContest(suite.t, s, [suite.p1]);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submitted(s.c, id, suite.p1));
    const sixth = await submit(s.c, id, suite.p1);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('你还有 5 个提交正在评测，请等评测完成后再提交');
    expect(await contestRows(id)).toHaveLength(5);
    for (const sid of ids) await judge(suite.t, sid, 'WA', 0);
    // Six counted so far (the refused one too); four more pass, the eleventh is refused.
    for (let i = 0; i < 4; i++) {
      const sid = await submitted(s.c, id, suite.p1);
      await judge(suite.t, sid, 'WA', 0);
    }
    const eleventh = await submit(s.c, id, suite.p1);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.message).toBe('提交太频繁了，请一分钟后再试');
    expect(await contestRows(id)).toHaveLength(9);
  });
});

describe('practice contests', () => {
  it('seat any signed-in user in the first group on entry, source register', async () => {
    const s = await student(suite.t, 'prac_a');
    const id = await contest(suite.t, { isPractice: 1 });
    const second = await group(suite.t, id, '提高组', [suite.p2], 2);
    const first = await group(suite.t, id, '入门组', [suite.p1], 1);
    const before = (await s.c.get(`${CONTEST}/status?contestId=${id}`)).body.result as {
      registered: boolean;
    };
    expect(before.registered).toBe(false);
    const entered = (await s.c.post(`${CONTEST}/enter`, { contestId: id })).body.result as {
      registered: boolean;
      groupId: string;
    };
    expect(entered).toMatchObject({ registered: true, groupId: first });
    const [seat] = await suite.t.db
      .select()
      .from(teachingUserOtherInfo)
      .where(and(eq(teachingUserOtherInfo.contestId, id), eq(teachingUserOtherInfo.userId, s.id)));
    expect(seat).toMatchObject({ groupId: first, source: 'register', realname: '学生prac_a' });
    expect((await submit(s.c, id, suite.p2)).status).toBe(404);
    await submitted(s.c, id, suite.p1);
    expect(second).not.toBe(first);

    // Submitting first seats too.
    const other = await student(suite.t, 'prac_b');
    await submitted(other.c, id, suite.p1);

    // The jury reads every group without taking a seat.
    const jury = await juryClient(suite.t);
    const seniors = await jury.get(`${CONTEST}/problems?contestId=${id}&groupId=${second}`);
    expect((seniors.body.result as { id: string }[]).map((p) => p.id)).toEqual([suite.p2]);
    expect((await jury.get(`${CONTEST}/problems?contestId=${id}`)).body.result).toEqual([
      expect.objectContaining({ id: suite.p1, label: 'A' }),
    ]);
    expect((await jury.get(`${CONTEST}/problem?contestId=${id}&problemId=${suite.p2}`)).status).toBe(200);
    const seats = await suite.t.db
      .select()
      .from(teachingUserOtherInfo)
      .where(eq(teachingUserOtherInfo.contestId, id));
    expect(seats).toHaveLength(2);
  });

  it('a draft contest does not exist for contestants; a paper contest takes no code', async () => {
    const s = await student(suite.t, 'prac_c');
    const draft = await contest(suite.t, { isPractice: 1, status: 0 });
    await group(suite.t, draft, '入门组', [suite.p1]);
    const res = await s.c.post(`${CONTEST}/enter`, { contestId: draft });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('赛事不存在');
    const paper = await contest(suite.t, { ruleType: 'paper' });
    const g = await group(suite.t, paper, '试卷组', []);
    await register(suite.t, paper, g, s);
    const code = await submit(s.c, paper, suite.p1);
    expect(code.status).toBe(400);
    expect(code.body.message).toBe('本赛事是试卷赛，请在考试页面作答');
  });
});

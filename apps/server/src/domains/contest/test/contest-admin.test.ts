import { contestSchema, envelopeOf, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { teachingContest, teachingContestSubmission } from '../tables.ts';
import {
  addContest,
  addGroup,
  at,
  CONTEST,
  contestRowCounts,
  expectRefused,
  GROUP,
  insertProblem,
  SCHOOL,
  TEAM,
} from './contest-fixtures.ts';

const suite = appSuite(schoolApp);

const changed: string[] = [];

beforeAll(async () => {
  suite.t.ctx.events.subscribe('contest.changed', (e) => {
    changed.push(e.contestId);
  });
});

async function expectAddRefused(body: Json, text: string) {
  const before = await contestRowCounts(suite.t);
  expectRefused(
    await suite.w.admin.post(`${CONTEST}/add`, {
      contestName: '不该保存的赛事',
      ruleType: 'acm',
      startTime: at(0),
      endTime: at(60),
      ...body,
    }),
    400,
    text,
  );
  expect(await contestRowCounts(suite.t)).toEqual(before);
}

describe('contests: create, read, edit, delete', () => {
  it('adds a contest, sanitising its pages, and reads it back through list and queryById', async () => {
    const contest = await addContest(suite.w.admin, {
      intro: '<p>欢迎<script>alert(1)</script></p><img src="x" onerror="alert(2)">',
      rules: '<a href="javascript:alert(1)">规则</a>',
      lockTime: at(60),
    });
    expect(contest.intro).toBe('<p>欢迎</p><img src="x" />');
    expect(contest.rules).not.toContain('javascript');
    expect(contest.phase).toBe('running');
    expect(contest.participants).toBe(0);
    const one = await suite.w.admin.get(`${CONTEST}/queryById?id=${contest.id}`);
    expectAnswer(one, envelopeOf(contestSchema));
    expect((one.body.result as Json).contestName).toBe(contest.contestName);
    const list = await suite.w.teacher.get(
      `${CONTEST}/list?contestName=${encodeURIComponent(String(contest.contestName))}`,
    );
    expectAnswer(list, envelopeOf(pageResultOf(contestSchema)));
    expect((list.body.result as { records: Json[] }).records.map((r) => r.id)).toEqual([contest.id]);
  });

  it('filters the list by phase and rule', async () => {
    const ended = await addContest(suite.w.admin, { ruleType: 'oi', startTime: at(-120), endTime: at(-60) });
    const registering = await addContest(suite.w.admin, {
      registerStart: at(-10),
      registerEnd: at(10),
      startTime: at(30),
      endTime: at(90),
    });
    const ids = async (query: string) =>
      (
        (await suite.w.admin.get(`${CONTEST}/list?pageSize=200&${query}`)).body.result as { records: Json[] }
      ).records.map((r) => r.id);
    expect(await ids('phase=ended')).toContain(ended.id);
    expect(await ids('phase=running')).not.toContain(ended.id);
    expect(await ids('phase=registering')).toEqual([registering.id]);
    expect(await ids('phase=upcoming')).not.toContain(registering.id);
    expect(await ids('ruleType=oi')).toEqual([ended.id]);
  });

  it('edits only what it is sent, checks the result and tells the boards', async () => {
    const contest = await addContest(suite.w.teacher);
    changed.length = 0;
    const res = await suite.w.teacher.put(`${CONTEST}/edit`, { id: contest.id, contestName: '改过的名字' });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.result as Json).contestName).toBe('改过的名字');
    expect((res.body.result as Json).startTime).toBe(contest.startTime);
    await waitFor(() => changed.includes(contest.id as string));
    expectRefused(
      await suite.w.teacher.put(`${CONTEST}/edit`, { id: contest.id, endTime: contest.startTime }),
      400,
      '结束时间必须晚于开始时间',
    );
    const [row] = await suite.t.db
      .select()
      .from(teachingContest)
      .where(eq(teachingContest.id, contest.id as string));
    expect(row.contestName).toBe('改过的名字');
  });

  it('refuses bad settings with a Chinese message and writes nothing', async () => {
    await expectAddRefused({ contestName: '' }, '请填写赛事名称');
    await expectAddRefused({ ruleType: 'xyz' }, '赛制');
    await expectAddRefused({ startTime: '明天' }, '开始时间格式');
    await expectAddRefused({ endTime: at(-10) }, '结束时间必须晚于开始时间');
    await expectAddRefused({ lockTime: at(90) }, '封榜时间');
    await expectAddRefused(
      { registerStart: at(-5), registerEnd: at(-10) },
      '报名截止时间不能早于报名开始时间',
    );
    await expectAddRefused({ duration: 90 }, '个人限时');
    await expectAddRefused(
      { awardMode: 'score', awardFirst: 200, awardSecond: 250, awardThird: 100 },
      '依次降低',
    );
    await expectAddRefused({ awardMode: 'ratio', awardFirst: 50, awardSecond: 40, awardThird: 30 }, '100%');
  });

  it('deletes a contest, but not once it has submissions', async () => {
    const contest = await addContest(suite.w.admin);
    const group = await addGroup(suite.w.admin, contest.id as string);
    await suite.t.db.insert(teachingContestSubmission).values({
      id: crypto.randomUUID(),
      tenantId: '00000000-0000-7000-8000-000000000001',
      contestId: contest.id as string,
      groupId: group,
      userId: 'u',
      problemId: 'p',
      submissionId: crypto.randomUUID(),
      language: 'cpp',
    });
    expectRefused(await suite.w.admin.del(`${CONTEST}/delete?id=${contest.id}`), 400, '提交记录');
    const other = await addContest(suite.w.admin);
    expect((await suite.w.admin.del(`${CONTEST}/delete?id=${other.id}`)).status).toBe(200);
    expectRefused(await suite.w.admin.get(`${CONTEST}/queryById?id=${other.id}`), 404);
  });
});

describe('contests: who may', () => {
  it('refuses a student every back-office route with 403', async () => {
    const contest = await addContest(suite.w.admin);
    const calls = [
      suite.w.student.get(`${CONTEST}/list`),
      suite.w.student.get(`${CONTEST}/queryById?id=${contest.id}`),
      suite.w.student.post(`${CONTEST}/add`, {
        contestName: 'x',
        ruleType: 'acm',
        startTime: at(0),
        endTime: at(9),
      }),
      suite.w.student.put(`${CONTEST}/edit`, { id: contest.id, contestName: 'x' }),
      suite.w.student.del(`${CONTEST}/delete?id=${contest.id}`),
      suite.w.student.get(`${GROUP}/list?contestId=${contest.id}`),
      suite.w.student.post(`${GROUP}/add`, { contestId: contest.id, className: 'x' }),
      suite.w.student.post(`${SCHOOL}/add`, { contestId: contest.id, schoolName: 'x' }),
      suite.w.student.get(`${TEAM}/list?contestId=${contest.id}`),
      suite.w.student.get(`/api/teaching/teachingUserOtherInfo/list?contestId=${contest.id}`),
      suite.w.student.get(`/api/teaching/teachingUserOtherInfo/history?keyword=x`),
      suite.w.student.post('/api/teaching/teachingContestCode/generate', {
        contestId: contest.id,
        groupId: 'g',
        count: 1,
      }),
    ];
    for (const res of await Promise.all(calls)) expectRefused(res, 403);
  });

  it('lets a teacher manage contests but not delete them', async () => {
    const contest = await addContest(suite.w.teacher);
    expectRefused(await suite.w.teacher.del(`${CONTEST}/delete?id=${contest.id}`), 403);
  });

  it('keeps each tenant to its own contests', async () => {
    const contest = await addContest(suite.w.admin);
    expectRefused(await suite.w.outsider.get(`${CONTEST}/queryById?id=${contest.id}`), 404);
    expectRefused(
      await suite.w.outsider.put(`${CONTEST}/edit`, { id: contest.id, contestName: '偷改' }),
      404,
    );
    const list = await suite.w.outsider.get(`${CONTEST}/list?pageSize=200`);
    expect((list.body.result as { records: Json[] }).records.map((r) => r.id)).not.toContain(contest.id);
    const foreignProblem = await insertProblem(suite.t, OTHER_TENANT_ID);
    expectRefused(
      await suite.w.admin.post(`${GROUP}/add`, {
        contestId: contest.id,
        className: 'A组',
        problemIds: [foreignProblem],
      }),
      400,
      '第 1 道题不存在',
    );
  });
});

describe('groups, schools, teams', () => {
  it('keeps a group’s problems in order and refuses unknown or duplicate ones', async () => {
    const contest = await addContest(suite.w.admin);
    const [p1, p2] = [await insertProblem(suite.t), await insertProblem(suite.t)];
    const id = await addGroup(suite.w.admin, contest.id as string, {
      className: '小学组',
      problemIds: [p2, p1],
    });
    const list = await suite.w.admin.get(`${GROUP}/list?contestId=${contest.id}`);
    expect(list.status).toBe(200);
    expect((list.body.result as Json[]).find((g) => g.id === id)?.problemIds).toEqual([p2, p1]);
    expectRefused(
      await suite.w.admin.post(`${GROUP}/add`, {
        contestId: contest.id,
        className: 'x',
        problemIds: [p1, p1],
      }),
      400,
      '重复',
    );
    expectRefused(
      await suite.w.admin.post(`${GROUP}/add`, {
        contestId: contest.id,
        className: 'x',
        paperId: 'some-paper',
      }),
      400,
      '不能选择试卷',
    );
    const pub = await suite.w.student.get(`${GROUP}/publicList?contestId=${contest.id}`);
    expect(pub.body.result).toEqual([{ id, className: '小学组', description: null, problemCount: 2 }]);
  });

  it('adds schools once per name and teams of participants only', async () => {
    const contest = await addContest(suite.w.admin);
    const group = await addGroup(suite.w.admin, contest.id as string);
    const school = await suite.w.admin.post(`${SCHOOL}/add`, {
      contestId: contest.id,
      schoolName: '实验小学',
    });
    expect(school.status).toBe(200);
    expectRefused(
      await suite.w.admin.post(`${SCHOOL}/add`, { contestId: contest.id, schoolName: '实验小学' }),
      400,
      '已在本赛事',
    );
    const schoolId = (school.body.result as Json).id;
    const reg = await suite.w.student.post(`${CONTEST}/register`, {
      contestId: contest.id,
      groupId: group,
      realname: '小明',
      schoolId,
    });
    expect(reg.status, reg.body.message).toBe(200);
    const me = (await suite.w.student.get(`${CONTEST}/mine`)).body.result as Json[];
    expect(me.some((m) => m.contestId === contest.id)).toBe(true);
    const studentId = (
      await suite.w.admin.get(`/api/teaching/teachingUserOtherInfo/list?contestId=${contest.id}`)
    ).body.result as { records: Json[] };
    const userId = studentId.records[0].userId as string;
    expectRefused(
      await suite.w.admin.post(`${TEAM}/add`, {
        contestId: contest.id,
        teamName: '一队',
        memberIds: ['nobody'],
      }),
      400,
      '参赛学生',
    );
    const team = await suite.w.admin.post(`${TEAM}/add`, {
      contestId: contest.id,
      groupId: group,
      teamName: '一队',
      schoolId,
      memberIds: [userId],
    });
    expect(team.status, team.body.message).toBe(200);
    const teams = (await suite.w.admin.get(`${TEAM}/list?contestId=${contest.id}`)).body.result as Json[];
    expect(teams[0].members).toEqual([{ userId, realname: '小明' }]);
    expect(teams[0].schoolId_dictText).toBe('实验小学');
    expectRefused(await suite.w.admin.del(`${SCHOOL}/delete?id=${schoolId}`), 400, '参赛学生');
  });
});

/** Waits (briefly) for an event handler to have run. */
async function waitFor(done: () => boolean) {
  for (let i = 0; i < 50 && !done(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(done()).toBe(true);
}

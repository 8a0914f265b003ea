import { contestPublicDetailSchema, contestPublicItemSchema, envelopeOf, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { signedInStudent } from '../../../../test/helpers/students.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingExam, teachingPaper } from '../../exam/index.ts';
import { CODE_ALPHABET, CODE_LENGTH } from '../contests/code-service.ts';
import { REDEEM_FAILURES } from '../contests/registration-service.ts';
import { teachingContestClass } from '../tables.ts';
import {
  addContest,
  addGroup,
  at,
  CODE,
  CONTEST,
  contestRowCounts,
  expectRefused,
  GROUP,
  PARTICIPANT,
  participantRow,
  userIdOf,
} from './contest-fixtures.ts';

const suite = appSuite(schoolApp);

let student2: ReturnType<typeof clientOf>;

beforeAll(async () => {
  student2 = clientOf(suite.t, await suite.t.login('student2'));
});

const register = (c = suite.w.student, body: Json) =>
  c.post(`${CONTEST}/register`, { realname: '小明', ...body });

async function generate(contestId: string, groupId: string, count = 1) {
  const res = await suite.w.admin.post(`${CODE}/generate`, { contestId, groupId, count });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { codes: string[] }).codes;
}

/** A fresh student account of the default tenant, signed in. */
async function newStudent(username: string) {
  return (await signedInStudent(suite.t, username, username)).c;
}

describe('registering', () => {
  it('is open only inside the register window of a public contest', async () => {
    const before = await addContest(suite.w.admin, {
      registerStart: at(10),
      registerEnd: at(20),
      startTime: at(30),
      endTime: at(90),
    });
    const inside = await addContest(suite.w.admin, {
      registerStart: at(-10),
      registerEnd: at(20),
      startTime: at(30),
      endTime: at(90),
    });
    const after = await addContest(suite.w.admin, {
      registerStart: at(-30),
      registerEnd: at(-20),
      startTime: at(30),
      endTime: at(90),
    });
    const ended = await addContest(suite.w.admin, { startTime: at(-90), endTime: at(-30) });
    const closed = await addContest(suite.w.admin, { isPublic: 0 });
    const groups = new Map<unknown, string>();
    for (const c of [before, inside, after, ended, closed])
      groups.set(c.id, await addGroup(suite.w.admin, c.id as string));
    const counts = await contestRowCounts(suite.t);
    // Each contest with the group asked for and the refusal expected.
    for (const [contest, group, message] of [
      [before, before, '报名尚未开始'],
      [after, after, '报名已截止'],
      [ended, ended, '报名已截止'],
      [closed, closed, '验证码'],
      [inside, before, '分组不存在'],
    ] as const)
      expectRefused(
        await register(suite.w.student, { contestId: contest.id, groupId: groups.get(group.id) }),
        400,
        message,
      );
    expectRefused(
      await register(suite.w.student, { contestId: inside.id, groupId: groups.get(inside.id), realname: '' }),
      400,
      '姓名',
    );
    expect(await contestRowCounts(suite.t)).toEqual(counts);
    const ok = await register(suite.w.student, {
      contestId: inside.id,
      groupId: groups.get(inside.id),
      grade: '五年级',
    });
    expect(ok.status, ok.body.message).toBe(200);
    expect(ok.body.result).toMatchObject({ contestId: inside.id, groupId: groups.get(inside.id) });
    expectRefused(
      await register(suite.w.student, { contestId: inside.id, groupId: groups.get(inside.id) }),
      400,
      '不能重复报名',
    );
  });

  it('shows the public list and detail with my registration', async () => {
    const contest = await addContest(suite.w.admin, { intro: '<p>介绍</p>' });
    const draft = await addContest(suite.w.admin, { status: 0 });
    const group = await addGroup(suite.w.admin, contest.id as string, { className: '初中组' });
    const list = await suite.t.app.inject({
      method: 'GET',
      url: `${CONTEST}/publicList?pageSize=100&phase=running`,
    });
    expectAnswer(
      { status: list.statusCode, body: list.json() },
      envelopeOf(pageResultOf(contestPublicItemSchema)),
    );
    const ids = (list.json().result.records as Json[]).map((r) => r.id);
    expect(ids).toContain(contest.id);
    expect(ids).not.toContain(draft.id);
    const visitor = await suite.t.app.inject({
      method: 'GET',
      url: `${CONTEST}/publicDetail?id=${contest.id}`,
    });
    expect(visitor.json().result.me).toBeNull();
    expect(visitor.json().result.groups).toEqual([{ id: group, className: '初中组' }]);
    const hidden = await suite.t.app.inject({ method: 'GET', url: `${CONTEST}/publicDetail?id=${draft.id}` });
    expectRefused({ status: hidden.statusCode, body: hidden.json() }, 404);
    await register(student2, { contestId: contest.id, groupId: group, realname: '小红', schoolName: '外校' });
    const mine = await student2.get(`${CONTEST}/publicDetail?id=${contest.id}`);
    expectAnswer(mine, envelopeOf(contestPublicDetailSchema));
    expect((mine.body.result as Json).me).toEqual({
      groupId: group,
      groupName: '初中组',
      realname: '小红',
      schoolName: '外校',
      startedAt: null,
    });
  });
});

describe('verification codes', () => {
  it('generates unambiguous random codes and lists them', async () => {
    const contest = await addContest(suite.w.admin, { isPublic: 0 });
    const group = await addGroup(suite.w.admin, contest.id as string);
    const codes = await generate(contest.id as string, group, 50);
    expect(new Set(codes).size).toBe(50);
    for (const code of codes) {
      expect(code).toHaveLength(CODE_LENGTH);
      expect([...code].every((ch) => CODE_ALPHABET.includes(ch))).toBe(true);
      expect(code).not.toMatch(/[01OI]/);
    }
    const list = await suite.w.admin.get(`${CODE}/list?contestId=${contest.id}&used=0&pageSize=100`);
    expect((list.body.result as Json).total).toBe(50);
    const xlsx = await suite.t.app.inject({
      method: 'GET',
      url: `${CODE}/exportXls?contestId=${contest.id}`,
      headers: { 'x-access-token': await suite.t.login('admin') },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('lets exactly one of two users at once redeem a code', async () => {
    const contest = await addContest(suite.w.admin, { isPublic: 0 });
    const group = await addGroup(suite.w.admin, contest.id as string, { className: '高中组' });
    const [code] = await generate(contest.id as string, group);
    const a = await newStudent('race_a');
    const b = await newStudent('race_b');
    const answers = await Promise.all([
      a.post(`${CONTEST}/redeem`, { code: code.toLowerCase() }),
      b.post(`${CONTEST}/redeem`, { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = answers.find((r) => r.status === 200)!;
    expect(winner.body.result).toEqual({
      contestId: contest.id,
      groupId: group,
      contestName: contest.contestName,
      groupName: '高中组',
    });
    expect(answers.find((r) => r.status === 400)!.body.message).toBe('验证码已被使用');
    const participants = (await suite.w.admin.get(`${PARTICIPANT}/list?contestId=${contest.id}`)).body
      .result as Json;
    expect(participants.total).toBe(1);
    const used = (await suite.w.admin.get(`${CODE}/list?contestId=${contest.id}&used=1`)).body.result as {
      records: Json[];
    };
    expect(used.records[0].usedByName).toMatch(/^race_/);
  });

  it('answers unknown and used codes plainly and pauses a guesser', async () => {
    const contest = await addContest(suite.w.admin, { isPublic: 0 });
    const group = await addGroup(suite.w.admin, contest.id as string);
    const [code] = await generate(contest.id as string, group);
    const guesser = await newStudent('guesser');
    expectRefused(await guesser.post(`${CONTEST}/redeem`, { code: 'ABCDEFGHJK' }), 400, '验证码不正确');
    expect((await guesser.post(`${CONTEST}/redeem`, { code })).status).toBe(200);
    expectRefused(await guesser.post(`${CONTEST}/redeem`, { code }), 400, '你已使用过该验证码');
    const other = await newStudent('latecomer');
    expectRefused(await other.post(`${CONTEST}/redeem`, { code }), 400, '验证码已被使用');
    for (let i = 0; i < REDEEM_FAILURES; i++) await other.post(`${CONTEST}/redeem`, { code: `WRONG${i}` });
    const [fresh] = await generate(contest.id as string, group);
    expectRefused(await other.post(`${CONTEST}/redeem`, { code: fresh }), 429, '次数过多');
  });
});

/** A paper of the demo tenant with one fixed 10-point section; `status` 1 published, 0 draft. */
async function insertPaper(status: number) {
  const paperId = uuidv7();
  await suite.t.db.insert(teachingPaper).values({
    id: paperId,
    tenantId: DEFAULT_TENANT_ID,
    paperName: `试卷${paperId.slice(-6)}`,
    totalScore: 10,
    status,
  });
  return { paperId };
}

describe('paper groups', () => {
  it('create an exam whose audience follows the group’s participants', async () => {
    const { paperId } = await insertPaper(1);
    const draftPaper = await insertPaper(0);
    const contest = await addContest(suite.w.admin, { ruleType: 'paper' });
    expectRefused(
      await suite.w.admin.post(`${GROUP}/add`, {
        contestId: contest.id,
        className: '试卷组',
        paperId: draftPaper.paperId,
      }),
      400,
      '尚未发布',
    );
    expectRefused(
      await suite.w.admin.post(`${GROUP}/add`, { contestId: contest.id, className: '试卷组' }),
      400,
      '请选择试卷',
    );
    const group = await addGroup(suite.w.admin, contest.id as string, { className: '试卷组', paperId });
    const [row] = await suite.t.db
      .select()
      .from(teachingContestClass)
      .where(eq(teachingContestClass.id, group));
    expect(row.examId).toBeTruthy();
    const examOf = async () =>
      (
        await suite.t.db
          .select()
          .from(teachingExam)
          .where(eq(teachingExam.id, row.examId as string))
      )[0];
    expect((await examOf()).paperId).toBe(paperId);
    expect((await examOf()).userIds).toBe('');
    const ok = await register(suite.w.student, { contestId: contest.id, groupId: group });
    expect(ok.status, ok.body.message).toBe(200);
    const me = await userIdOf(suite.t, 'student1');
    expect((await examOf()).userIds).toBe(me);
    const p = await participantRow(suite.t, contest.id as string, me);
    expect((await suite.w.admin.del(`${PARTICIPANT}/delete?id=${p.id}`)).status).toBe(200);
    expect((await examOf()).userIds).toBe('');
    const edit = await suite.w.admin.put(`${CONTEST}/edit`, { id: contest.id, contestName: '改名的试卷赛' });
    expect(edit.status, edit.body.message).toBe(200);
    expect((await examOf()).examName).toBe('改名的试卷赛-试卷组');
  });
});

import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { signedInStudent } from '../../../../test/helpers/students.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission, judgeTask } from '../../judge/index.ts';
import {
  teachingContest,
  teachingContestClass,
  teachingContestSubmission,
  teachingUserOtherInfo,
} from '../tables.ts';

export const CONTEST = '/api/teaching/teachingContest';
export const C_PROGRAM = 'int main(){return 0;}\n';

/** The app with its judge switched off: submissions stay queued until a test gives them a verdict. */
export const arenaApp = () => createTestApp({ env: { JUDGE_IN_PROCESS: 'off' } });

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

/** The arena app with the problems 甲题 and 乙题, for a test file's `beforeAll`. */
export async function arenaWithProblems(): Promise<{ t: TestApp; p1: string; p2: string }> {
  const t = await arenaApp();
  return { t, p1: await problem(t, '甲题'), p2: await problem(t, '乙题') };
}

/** A signed-in student of the default tenant. */
export const student = (t: TestApp, username: string): Promise<{ c: Client; id: string }> =>
  signedInStudent(t, username, `学生${username}`);

/** A judge problem with one test case (data files are never read: the judge is off). */
export async function problem(t: TestApp, title: string, languages: string[] = []): Promise<string> {
  const id = uuidv7();
  await t.db.insert(judgeProblem).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    title,
    content: `${title} 的题面`,
    samples: [{ input: '1 2', output: '3' }],
    languages,
    cases: [{ name: '1', input: '1.in', output: '1.out' }],
  });
  return id;
}

export interface ContestSpec {
  ruleType?: 'acm' | 'oi' | 'ioi' | 'paper';
  /** Minutes from now. */
  start?: number;
  end?: number;
  duration?: number | null;
  isPractice?: number;
  status?: number;
}

/** A contest running from `start` to `end` minutes from now (default: started 10 minutes ago, 2 hours left). */
export async function contest(t: TestApp, spec: ContestSpec = {}): Promise<string> {
  const id = uuidv7();
  await t.db.insert(teachingContest).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    contestName: `测试赛 ${id.slice(-6)}`,
    ruleType: spec.ruleType ?? 'acm',
    startTime: minutes(spec.start ?? -10),
    endTime: minutes(spec.end ?? 120),
    duration: spec.duration ?? null,
    isPractice: spec.isPractice ?? 0,
    status: spec.status ?? 1,
  });
  return id;
}

export async function group(
  t: TestApp,
  contestId: string,
  className: string,
  problemIds: string[],
  sortNo = 0,
): Promise<string> {
  const id = uuidv7();
  await t.db.insert(teachingContestClass).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    contestId,
    className,
    problemIds,
    sortNo,
  });
  return id;
}

export async function register(
  t: TestApp,
  contestId: string,
  groupId: string,
  who: { id: string },
  startedAt: Date | null = null,
) {
  await t.db.insert(teachingUserOtherInfo).values({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    contestId,
    groupId,
    userId: who.id,
    username: who.id.slice(0, 60),
    realname: '参赛者',
    source: 'import',
    startedAt,
  });
}

export async function submit(c: Client, contestId: string, problemId: string, language = 'c') {
  return c.post(`${CONTEST}/submit`, { contestId, problemId, language, code: C_PROGRAM });
}

/** A contest as `spec` says with one group 小学组 of `problemIds`, `who` registered in it. */
export async function inContest(
  t: TestApp,
  who: { id: string },
  problemIds: string[],
  spec: ContestSpec = {},
): Promise<{ id: string; g: string }> {
  const id = await contest(t, spec);
  const g = await group(t, id, '小学组', problemIds);
  await register(t, id, g, who);
  return { id, g };
}

/** Submits and answers the contest submission id; fails the test unless it is accepted. */
export async function submitted(c: Client, contestId: string, problemId: string): Promise<string> {
  const res = await submit(c, contestId, problemId);
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { id: string }).id;
}

export async function contestRow(t: TestApp, id: string) {
  const [row] = await t.db
    .select()
    .from(teachingContestSubmission)
    .where(eq(teachingContestSubmission.id, id));
  return row;
}

/**
 * The judge's verdict, as the queue stores and announces it: the judge row done, its task done, then
 * `judge.submissionJudged`; waits until the contest row carries it.
 */
export async function judge(
  t: TestApp,
  contestSubmissionId: string,
  verdict: 'AC' | 'WA' | 'CE',
  score: number,
) {
  const row = await contestRow(t, contestSubmissionId);
  await t.db
    .update(judgeSubmission)
    .set({ status: 'done', verdict, score, judgedAt: new Date() })
    .where(eq(judgeSubmission.id, row.submissionId));
  await t.db.update(judgeTask).set({ status: 'done' }).where(eq(judgeTask.submissionId, row.submissionId));
  await t.ctx.events.publish('judge.submissionJudged', {
    submissionId: row.submissionId,
    problemId: row.problemId,
    userId: row.userId,
    tenantId: row.tenantId,
    verdict,
    score,
  });
  const end = Date.now() + 5000;
  while ((await contestRow(t, contestSubmissionId)).verdict !== verdict) {
    if (Date.now() > end) throw new Error('评测结果没有同步到赛事提交');
    await new Promise((r) => setTimeout(r, 10));
  }
  await settle();
}

/** Lets the events a request or a verdict published reach their handlers. */
export const settle = () => new Promise((r) => setTimeout(r, 50));

/** The teacher: holds `teaching:contest:jury` through the seeded teacher role. */
export async function juryClient(t: TestApp): Promise<Client> {
  return clientOf(t, await t.login('teacher'));
}

import { eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { newCode } from '../../../domains/contest/contests/code-service.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import {
  judgeProblem,
  judgeSubmission,
  sysUser,
  teachingContest,
  teachingContestClass,
  teachingContestCode,
  teachingContestSchool,
  teachingContestSubmission,
  teachingUserOtherInfo,
} from '../../schema/index.ts';
import { DEMO_CONTESTS, type DemoContest, type DemoGroup, demoContestId } from './demo-contests.ts';

const T = DEFAULT_TENANT_ID;
const MIN = 60_000;
const WRONG_CODE = '#include <iostream>\nint main() {\n    return 0;\n}\n';

type Person = { id: string; username: string; realname: string | null };

/**
 * The demo contests: a finished ACM contest with its final board, a practice contest open all year and an
 * upcoming OI contest taking registrations. Seeded once (the first contest's id marks it); needs the demo
 * students and the demo judge problems. Answers whether it seeded.
 */
export async function seedDemoContests(db: Db, now = new Date()): Promise<boolean> {
  const [done] = await db
    .select({ id: teachingContest.id })
    .from(teachingContest)
    .where(eq(teachingContest.id, DEMO_CONTESTS[0].id));
  if (done) return false;
  const problems = await db
    .select({ id: judgeProblem.id, referenceCode: judgeProblem.referenceCode, cases: judgeProblem.cases })
    .from(judgeProblem)
    .where(inArray(judgeProblem.id, DEMO_CONTESTS[0].groups[0].problemIds));
  if (problems.length < DEMO_CONTESTS[0].groups[0].problemIds.length) return false;
  const usernames = [...new Set(DEMO_CONTESTS.flatMap((c) => c.groups.flatMap((g) => g.members)))];
  const people = await db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(inArray(sysUser.username, usernames));
  const byName = new Map(people.map((p) => [p.username, p]));
  const problemById = new Map(problems.map((p) => [p.id, p]));
  await db.transaction(async (tx) => {
    for (const contest of DEMO_CONTESTS) {
      await insertContest(tx as unknown as Db, contest, now);
      for (const [i, group] of contest.groups.entries()) {
        await tx.insert(teachingContestClass).values({
          id: group.id,
          tenantId: T,
          contestId: contest.id,
          className: group.className,
          description: group.description,
          problemIds: group.problemIds,
          sortNo: i,
          createBy: 'admin',
        });
        const schoolName = contest.schools[0] ?? '码趣示范学校';
        const members = group.members.map((u) => byName.get(u)).filter((p): p is Person => !!p);
        if (members.length)
          await tx.insert(teachingUserOtherInfo).values(
            members.map((p, k) => ({
              id: uuidv7(),
              tenantId: T,
              contestId: contest.id,
              groupId: group.id,
              userId: p.id,
              username: p.username,
              realname: p.realname ?? p.username,
              schoolName,
              grade: group.className === '初中组' ? '初一' : `${3 + (k % 4)}年级`,
              source: 'register',
            })),
          );
        await insertTries(tx as unknown as Db, contest, group, byName, problemById, now);
      }
    }
  });
  return true;
}

async function insertContest(db: Db, c: DemoContest, now: Date) {
  const at = (offset: number | null) => (offset === null ? null : new Date(now.getTime() + offset));
  const end = at(c.end)!;
  await db.insert(teachingContest).values({
    id: c.id,
    tenantId: T,
    contestName: c.contestName,
    intro: c.intro,
    rules: c.rules,
    ruleType: c.ruleType,
    registerStart: at(c.registerStart),
    registerEnd: at(c.registerEnd),
    startTime: at(c.start)!,
    endTime: end,
    lockTime: c.lockBeforeEnd === null ? null : new Date(end.getTime() - c.lockBeforeEnd),
    unfrozenAt: c.unfrozen ? new Date(end.getTime() + 30 * MIN) : null,
    isPractice: c.isPractice,
    awardMode: 'ratio',
    awardFirst: c.ruleType === 'acm' ? 10 : null,
    awardSecond: c.ruleType === 'acm' ? 20 : null,
    awardThird: c.ruleType === 'acm' ? 30 : null,
    createBy: 'admin',
    createTime: new Date(now.getTime() + (c.registerStart ?? c.start) - 7 * 24 * 60 * MIN),
  });
  if (c.schools.length)
    await db.insert(teachingContestSchool).values(
      c.schools.map((schoolName, i) => ({
        id: demoContestId(3, c.schools.length * DEMO_CONTESTS.indexOf(c) + i + 1),
        tenantId: T,
        contestId: c.id,
        schoolName,
        sortNo: i,
        createBy: 'admin',
      })),
    );
  if (c.codes)
    await db.insert(teachingContestCode).values(
      Array.from({ length: c.codes }, () => ({
        id: uuidv7(),
        tenantId: T,
        contestId: c.id,
        groupId: c.groups[0].id,
        code: newCode(),
        createBy: 'admin',
      })),
    );
}

/** The judged submissions of a group, each a judge submission plus its contest row. */
async function insertTries(
  db: Db,
  contest: DemoContest,
  group: DemoGroup,
  byName: Map<string, Person>,
  problemById: Map<string, { referenceCode: string | null; cases: unknown[] }>,
  now: Date,
) {
  const start = now.getTime() + contest.start;
  for (const [username, index, minute, verdict, given] of group.tries) {
    const person = byName.get(username);
    const problemId = group.problemIds[index];
    const problem = problemById.get(problemId);
    if (!person || !problem) continue;
    const at = new Date(start + minute * MIN);
    const score = given ?? (verdict === 'AC' ? 100 : 0);
    const submissionId = uuidv7();
    await db.insert(judgeSubmission).values({
      id: submissionId,
      tenantId: T,
      problemId,
      userId: person.id,
      username,
      language: 'cpp17',
      code: verdict === 'AC' ? (problem.referenceCode ?? WRONG_CODE) : WRONG_CODE,
      status: 'done',
      verdict,
      score,
      timeMs: verdict === 'CE' ? null : 3 + (minute % 7),
      memoryKb: verdict === 'CE' ? null : 3_400,
      compileMessage: verdict === 'CE' ? "error: expected ';' before '}' token" : null,
      caseTotal: problem.cases.length,
      createTime: at,
      judgedAt: new Date(at.getTime() + 2_000),
    });
    await db.insert(teachingContestSubmission).values({
      id: uuidv7(),
      tenantId: T,
      contestId: contest.id,
      groupId: group.id,
      userId: person.id,
      problemId,
      submissionId,
      language: 'cpp17',
      verdict,
      score,
      createTime: at,
    });
  }
}

import { and, count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import {
  teachingContest,
  teachingContestClass,
  teachingContestCode,
  teachingContestSchool,
  teachingTeam,
  teachingUserOtherInfo,
} from '../tables.ts';

export const CONTEST = '/api/teaching/teachingContest';
export const GROUP = '/api/teaching/teachingContestClass';
export const SCHOOL = '/api/teaching/teachingContestSchool';
export const TEAM = '/api/teaching/teachingTeam';
export const PARTICIPANT = '/api/teaching/teachingUserOtherInfo';
export const CODE = '/api/teaching/teachingContestCode';

/** `YYYY-MM-DD HH:mm:ss` of now plus `minutes`. */
export const at = (minutes: number) => formatDateTime(new Date(Date.now() + minutes * 60_000)) as string;

let n = 0;
/** Adds a contest through the API (running now, no register window unless given); answers it. */
export async function addContest(c: Client, body: Json = {}): Promise<Json> {
  const res = await c.post(`${CONTEST}/add`, {
    contestName: `测试赛事${Date.now().toString(36)}${n++}`,
    ruleType: 'acm',
    startTime: at(-30),
    endTime: at(120),
    ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Json;
}

/** Adds a group; answers its id. */
export async function addGroup(c: Client, contestId: string, body: Json = {}): Promise<string> {
  const res = await c.post(`${GROUP}/add`, { contestId, className: `组${n++}`, ...body });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

/** A judge problem of the tenant, straight into the table. */
export async function insertProblem(t: TestApp, tenantId = DEFAULT_TENANT_ID) {
  const id = crypto.randomUUID();
  await t.db.insert(judgeProblem).values({ id, tenantId, title: `题目${n++}` });
  return id;
}

export { userIdOf } from '../../../../test/helpers/users.ts';

/** Row counts of every contest table: a refused write leaves them unchanged. */
export async function contestRowCounts(t: TestApp) {
  const out: Record<string, number> = {};
  const tables = {
    teachingContest,
    teachingContestClass,
    teachingContestSchool,
    teachingTeam,
    teachingUserOtherInfo,
    teachingContestCode,
  };
  for (const [name, table] of Object.entries(tables)) {
    const [{ n: rows }] = await t.db.select({ n: count() }).from(table);
    out[name] = Number(rows);
  }
  return out;
}

export { expectRefused } from '../../../../test/helpers/refusals.ts';

/** The live participant row of a user in a contest. */
/** Participants of a contest group straight into their table, each with its user id as account name. */
export async function addParticipants(
  t: TestApp,
  contestId: string,
  groupId: string,
  people: { userId: string; realname: string; schoolName?: string }[],
) {
  await t.db.insert(teachingUserOtherInfo).values(
    people.map((p) => ({
      id: uuidv7(),
      tenantId: DEFAULT_TENANT_ID,
      contestId,
      groupId,
      username: p.userId,
      ...p,
    })),
  );
}

export async function participantRow(t: TestApp, contestId: string, userId: string) {
  const [row] = await t.db
    .select()
    .from(teachingUserOtherInfo)
    .where(
      and(
        eq(teachingUserOtherInfo.contestId, contestId),
        eq(teachingUserOtherInfo.userId, userId),
        eq(teachingUserOtherInfo.delFlag, 0),
      ),
    );
  return row;
}

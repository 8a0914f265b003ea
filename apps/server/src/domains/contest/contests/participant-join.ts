import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import {
  teachingContestClass as g,
  teachingUserOtherInfo as p,
  teachingContestSchool as sc,
  teachingTeam as tm,
} from '../tables.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** A live group of the contest, or a 400. */
export async function groupOfContest(db: Executor, tenantId: string, contestId: string, groupId: string) {
  const [group] = await db
    .select()
    .from(g)
    .where(and(liveScope(g, tenantId), eq(g.id, groupId), eq(g.contestId, contestId)));
  if (!group) throw badRequest('分组不存在');
  return group;
}

/**
 * The school a participant names: a school of the contest by id (400 if not), or by name when one of
 * the contest's schools has it; otherwise the free text alone.
 */
export async function resolveSchool(
  db: Executor,
  tenantId: string,
  contestId: string,
  schoolId: string | null | undefined,
  schoolName: string | null | undefined,
): Promise<{ schoolId: string | null; schoolName: string | null }> {
  const live = and(liveScope(sc, tenantId), eq(sc.contestId, contestId));
  if (schoolId) {
    const [row] = await db
      .select()
      .from(sc)
      .where(and(live, eq(sc.id, schoolId)));
    if (!row) throw badRequest('学校不存在');
    return { schoolId: row.id, schoolName: row.schoolName };
  }
  if (!schoolName) return { schoolId: null, schoolName: null };
  const [row] = await db
    .select()
    .from(sc)
    .where(and(live, eq(sc.schoolName, schoolName)));
  return { schoolId: row?.id ?? null, schoolName };
}

export interface JoinInput {
  tenantId: string;
  contestId: string;
  groupId: string;
  userId: string;
  username: string;
  realname: string;
  schoolId: string | null;
  schoolName: string | null;
  grade: string | null;
  guardianPhone: string | null;
  source: 'register' | 'code' | 'import';
  operator: string;
}

/**
 * Adds a participant; false when the user already is one (the partial unique index on
 * (contest, user) of live rows decides, so two requests at once cannot both succeed).
 */
export async function insertParticipant(db: Executor, input: JoinInput): Promise<boolean> {
  const { operator, ...fields } = input;
  const rows = await db
    .insert(p)
    .values({ ...fields, id: uuidv7(), createBy: operator, createTime: new Date() })
    .onConflictDoNothing()
    .returning({ id: p.id });
  return rows.length > 0;
}

/** Takes a user off every team of the contest (moved to another group, or removed). */
export async function leaveTeam(db: Executor, tenantId: string, contestId: string, userId: string) {
  await db
    .update(tm)
    .set({ memberIds: sql`${tm.memberIds} - ${userId}::text` })
    .where(
      and(tenantScope(tm, tenantId), eq(tm.contestId, contestId), sql`${tm.memberIds} ? ${userId}::text`),
    );
}

import type {
  ParticipantAddBody,
  ParticipantEditBody,
  participantHistoryQuery,
  participantListQuery,
} from '@ck/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingContest as c, teachingContestClass as g, teachingUserOtherInfo as p } from '../tables.ts';
import { contestPhase, loadContest } from './contest-access.ts';
import { contestChanged } from './contest-changed.ts';
import { participantJson } from './contest-view.ts';
import { syncGroupAudience } from './group-exam.ts';
import { groupOfContest, insertParticipant, leaveTeam, resolveSchool } from './participant-join.ts';

type ListQuery = z.output<typeof participantListQuery>;
type HistoryQuery = z.output<typeof participantHistoryQuery>;

/** Group id -> name of the given contests' groups (deleted ones too, for history). */
export async function groupNames(ctx: AppContext, tenantId: string, contestIds: string[]) {
  if (!contestIds.length) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: g.id, name: g.className })
    .from(g)
    .where(and(tenantScope(g, tenantId), inArray(g.contestId, contestIds)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Participants of contests in the back office. */
export class ParticipantService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async list(auth: AuthContext, q: ListQuery) {
    const contest = await loadContest(this.db, auth.tenantId, q.contestId);
    const filters: SQL[] = [tenantScope(p, auth), eq(p.contestId, contest.id), eq(p.delFlag, 0)];
    if (q.groupId) filters.push(eq(p.groupId, q.groupId));
    if (q.realname) filters.push(ilike(p.realname, likePattern(q.realname)));
    const where = and(...filters) as SQL;
    const [rows, [{ n }], names] = await Promise.all([
      this.db
        .select()
        .from(p)
        .where(where)
        .orderBy(asc(p.username))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(p).where(where),
      groupNames(this.ctx, auth.tenantId, [contest.id]),
    ]);
    return { records: rows.map((r) => participantJson(r, names)), total: Number(n) };
  }

  /** A live user of the tenant by account, or a 400. */
  async userByName(tenantId: string, username: string) {
    const [user] = await this.db
      .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
      .from(sysUser)
      .where(and(liveScope(sysUser, tenantId), eq(sysUser.username, username)));
    if (!user) throw badRequest(`账号 ${username} 不存在`);
    return user;
  }

  async add(auth: AuthContext, input: ParticipantAddBody) {
    const contest = await loadContest(this.db, auth.tenantId, input.contestId);
    const group = await groupOfContest(this.db, auth.tenantId, contest.id, input.groupId);
    const user = await this.userByName(auth.tenantId, input.username);
    const school = await resolveSchool(this.db, auth.tenantId, contest.id, input.schoolId, input.schoolName);
    const added = await insertParticipant(this.db, {
      tenantId: auth.tenantId,
      contestId: contest.id,
      groupId: group.id,
      userId: user.id,
      username: user.username,
      realname: input.realname,
      ...school,
      grade: input.grade,
      guardianPhone: input.guardianPhone,
      source: 'import',
      operator: auth.username,
    });
    if (!added) throw badRequest(`${user.username} 已报名本赛事`);
    await syncGroupAudience(this.db, auth.tenantId, [group.id]);
    await contestChanged(this.ctx, auth.tenantId, contest.id);
  }

  private async participant(tenantId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(p)
      .where(and(liveScope(p, tenantId), eq(p.id, id)));
    if (!row) throw notFound('参赛学生不存在');
    return row;
  }

  async edit(auth: AuthContext, input: ParticipantEditBody) {
    const row = await this.participant(auth.tenantId, input.id);
    const groupId = input.groupId ?? row.groupId;
    if (groupId !== row.groupId) await groupOfContest(this.db, auth.tenantId, row.contestId, groupId);
    const schoolChanged = input.schoolId !== undefined || input.schoolName !== undefined;
    const school = schoolChanged
      ? await resolveSchool(this.db, auth.tenantId, row.contestId, input.schoolId, input.schoolName)
      : {};
    await this.db
      .update(p)
      .set({
        groupId,
        ...(input.realname !== undefined ? { realname: input.realname } : {}),
        ...(input.grade !== undefined ? { grade: input.grade } : {}),
        ...(input.guardianPhone !== undefined ? { guardianPhone: input.guardianPhone } : {}),
        ...school,
        // A participant moved to another group leaves a team of the old one.
        ...(groupId !== row.groupId ? { teamId: null } : {}),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(tenantScope(p, auth), eq(p.id, row.id)));
    if (groupId !== row.groupId) {
      await leaveTeam(this.db, auth.tenantId, row.contestId, row.userId);
      await syncGroupAudience(this.db, auth.tenantId, [row.groupId, groupId]);
    }
    await contestChanged(this.ctx, auth.tenantId, row.contestId);
  }

  async remove(auth: AuthContext, id: string) {
    const row = await this.participant(auth.tenantId, id);
    await this.db
      .update(p)
      .set({ delFlag: 1, teamId: null, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(p, auth), eq(p.id, row.id)));
    await leaveTeam(this.db, auth.tenantId, row.contestId, row.userId);
    await syncGroupAudience(this.db, auth.tenantId, [row.groupId]);
    await contestChanged(this.ctx, auth.tenantId, row.contestId);
  }

  /** Participations across the tenant's contests of users whose name or account matches. */
  async history(auth: AuthContext, q: HistoryQuery) {
    const filters: SQL[] = [tenantScope(p, auth), eq(p.delFlag, 0), eq(c.delFlag, 0)];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      filters.push(or(ilike(p.realname, like), ilike(p.username, like)) as SQL);
    }
    const where = and(...filters) as SQL;
    const from = () => this.db.select().from(p).innerJoin(c, eq(c.id, p.contestId));
    const [rows, [{ n }]] = await Promise.all([
      from()
        .where(where)
        .orderBy(asc(p.username), desc(c.startTime))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      this.db.select({ n: count() }).from(p).innerJoin(c, eq(c.id, p.contestId)).where(where),
    ]);
    const names = await groupNames(this.ctx, auth.tenantId, [
      ...new Set(rows.map((r) => r.teaching_contest.id)),
    ]);
    const records = rows.map(({ teaching_user_other_info: row, teaching_contest: contest }) => ({
      ...participantJson(row, names),
      contestName: contest.contestName,
      ruleType: contest.ruleType,
      startTime: formatDateTime(contest.startTime),
      phase: contestPhase(contest),
    }));
    return { records, total: Number(n) };
  }
}

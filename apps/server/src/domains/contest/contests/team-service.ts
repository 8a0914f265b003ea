import type { ContestTeam, ContestTeamAddBody, ContestTeamEditBody } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import {
  teachingContestClass as g,
  teachingUserOtherInfo as p,
  teachingContestSchool as sc,
  teachingTeam as tm,
} from '../tables.ts';
import { loadContest } from './contest-access.ts';

type TeamRow = typeof tm.$inferSelect;
type TeamFields = Pick<TeamRow, 'contestId' | 'groupId' | 'schoolId' | 'memberIds'>;

/** Teams of a contest: members are participants of the team's group (any group when it has none). */
export class TeamService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async list(auth: AuthContext, contestId: string): Promise<ContestTeam[]> {
    const contest = await loadContest(this.db, auth.tenantId, contestId);
    const live = (t: typeof tm | typeof g | typeof sc | typeof p) =>
      and(liveScope(t, auth), eq(t.contestId, contest.id));
    const [rows, groups, schools, people] = await Promise.all([
      this.db.select().from(tm).where(live(tm)).orderBy(asc(tm.teamName)),
      this.db.select({ id: g.id, name: g.className }).from(g).where(live(g)),
      this.db.select({ id: sc.id, name: sc.schoolName }).from(sc).where(live(sc)),
      this.db.select({ userId: p.userId, realname: p.realname }).from(p).where(live(p)),
    ]);
    const groupNames = new Map(groups.map((r) => [r.id, r.name]));
    const schoolNames = new Map(schools.map((r) => [r.id, r.name]));
    const names = new Map(people.map((r) => [r.userId, r.realname]));
    return rows.map((r) => ({
      id: r.id,
      contestId: r.contestId,
      groupId: r.groupId,
      groupId_dictText: r.groupId ? (groupNames.get(r.groupId) ?? null) : null,
      teamName: r.teamName,
      schoolId: r.schoolId,
      schoolId_dictText: r.schoolId ? (schoolNames.get(r.schoolId) ?? null) : null,
      coachName: r.coachName,
      coachPhone: r.coachPhone,
      memberIds: r.memberIds,
      members: r.memberIds.map((userId) => ({ userId, realname: names.get(userId) ?? '' })),
    }));
  }

  /** Group and school belong to the contest; members are its participants (of the group) in no other team. */
  private async problem(auth: AuthContext, t: TeamFields, selfId?: string): Promise<string | null> {
    const inContest = (table: typeof g | typeof sc, id: string) =>
      and(liveScope(table, auth), eq(table.id, id), eq(table.contestId, t.contestId));
    if (t.groupId && !(await this.db.select({ id: g.id }).from(g).where(inContest(g, t.groupId))).length)
      return '分组不存在';
    if (t.schoolId && !(await this.db.select({ id: sc.id }).from(sc).where(inContest(sc, t.schoolId))).length)
      return '学校不存在';
    if (!t.memberIds.length) return null;
    const members = await this.db
      .select({ userId: p.userId, groupId: p.groupId, teamId: p.teamId })
      .from(p)
      .where(and(liveScope(p, auth), eq(p.contestId, t.contestId), inArray(p.userId, t.memberIds)));
    if (members.length !== t.memberIds.length) return '队员必须是本赛事的参赛学生';
    if (t.groupId && members.some((m) => m.groupId !== t.groupId)) return '队员必须属于队伍所在的分组';
    if (members.some((m) => m.teamId && m.teamId !== selfId)) return '有队员已在其他队伍中';
    return null;
  }

  private async team(tenantId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(tm)
      .where(and(liveScope(tm, tenantId), eq(tm.id, id)));
    if (!row) throw notFound('队伍不存在');
    return row;
  }

  /** Participants point at their team (one team each). */
  private async setMembers(auth: AuthContext, teamId: string, contestId: string, memberIds: string[]) {
    await this.db.transaction(async (tx) => {
      await tx
        .update(p)
        .set({ teamId: null })
        .where(and(tenantScope(p, auth), eq(p.contestId, contestId), eq(p.teamId, teamId)));
      if (memberIds.length)
        await tx
          .update(p)
          .set({ teamId })
          .where(and(liveScope(p, auth), eq(p.contestId, contestId), inArray(p.userId, memberIds)));
    });
  }

  async add(auth: AuthContext, input: ContestTeamAddBody) {
    const contest = await loadContest(this.db, auth.tenantId, input.contestId);
    const problem = await this.problem(auth, { ...input, contestId: contest.id });
    if (problem) throw badRequest(problem);
    const id = uuidv7();
    await this.db
      .insert(tm)
      .values({ ...input, id, tenantId: auth.tenantId, createBy: auth.username, createTime: new Date() });
    await this.setMembers(auth, id, contest.id, input.memberIds);
    return id;
  }

  async edit(auth: AuthContext, input: ContestTeamEditBody) {
    const { id, ...changes } = input;
    const row = await this.team(auth.tenantId, id);
    const next = {
      contestId: row.contestId,
      groupId: changes.groupId === undefined ? row.groupId : changes.groupId,
      schoolId: changes.schoolId === undefined ? row.schoolId : changes.schoolId,
      memberIds: changes.memberIds ?? row.memberIds,
    };
    const problem = await this.problem(auth, next, row.id);
    if (problem) throw badRequest(problem);
    await this.db
      .update(tm)
      .set({ ...changes, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(tm, auth), eq(tm.id, row.id)));
    await this.setMembers(auth, row.id, row.contestId, next.memberIds);
  }

  async remove(auth: AuthContext, id: string) {
    const row = await this.team(auth.tenantId, id);
    await this.db
      .update(tm)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(tm, auth), eq(tm.id, row.id)));
    await this.setMembers(auth, row.id, row.contestId, []);
  }
}

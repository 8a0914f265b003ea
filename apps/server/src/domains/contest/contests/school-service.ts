import type { ContestSchool, ContestSchoolAddBody, ContestSchoolEditBody } from '@ck/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingUserOtherInfo as p, teachingContestSchool as sc } from '../tables.ts';
import { loadContest } from './contest-access.ts';

/** The participating schools of a contest. */
export class SchoolService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private rows(tenantId: string, contestId: string) {
    return this.db
      .select()
      .from(sc)
      .where(and(liveScope(sc, tenantId), eq(sc.contestId, contestId)))
      .orderBy(asc(sc.sortNo), asc(sc.schoolName));
  }

  async list(auth: AuthContext, contestId: string): Promise<ContestSchool[]> {
    const contest = await loadContest(this.db, auth.tenantId, contestId);
    const [rows, counts] = await Promise.all([
      this.rows(auth.tenantId, contest.id),
      this.db
        .select({ schoolId: p.schoolId, n: count() })
        .from(p)
        .where(and(liveScope(p, auth), eq(p.contestId, contest.id)))
        .groupBy(p.schoolId),
    ]);
    const n = new Map(counts.map((r) => [r.schoolId, Number(r.n)]));
    return rows.map((r) => ({
      id: r.id,
      contestId: r.contestId,
      schoolName: r.schoolName,
      departId: r.departId,
      region: r.region,
      contact: r.contact,
      phone: r.phone,
      sortNo: r.sortNo,
      participants: n.get(r.id) ?? 0,
    }));
  }

  async publicList(tenantId: string, contestId: string) {
    const contest = await loadContest(this.db, tenantId, contestId);
    if (contest.status !== 1) throw notFound('赛事不存在');
    const rows = await this.rows(tenantId, contest.id);
    return rows.map((r) => ({ id: r.id, schoolName: r.schoolName }));
  }

  private async school(tenantId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(sc)
      .where(and(liveScope(sc, tenantId), eq(sc.id, id)));
    if (!row) throw notFound('学校不存在');
    return row;
  }

  private async assertUniqueName(tenantId: string, contestId: string, name: string, selfId?: string) {
    const same = await this.db
      .select({ id: sc.id })
      .from(sc)
      .where(and(liveScope(sc, tenantId), eq(sc.contestId, contestId), eq(sc.schoolName, name)));
    if (same.some((r) => r.id !== selfId)) throw badRequest(`学校“${name}”已在本赛事中`);
  }

  async add(auth: AuthContext, input: ContestSchoolAddBody) {
    const contest = await loadContest(this.db, auth.tenantId, input.contestId);
    await this.assertUniqueName(auth.tenantId, contest.id, input.schoolName);
    const id = uuidv7();
    await this.db
      .insert(sc)
      .values({ ...input, id, tenantId: auth.tenantId, createBy: auth.username, createTime: new Date() });
    return id;
  }

  async edit(auth: AuthContext, input: ContestSchoolEditBody) {
    const { id, ...changes } = input;
    const row = await this.school(auth.tenantId, id);
    if (changes.schoolName)
      await this.assertUniqueName(auth.tenantId, row.contestId, changes.schoolName, row.id);
    await this.db.transaction(async (tx) => {
      await tx
        .update(sc)
        .set({ ...changes, updateBy: auth.username, updateTime: new Date() })
        .where(and(tenantScope(sc, auth), eq(sc.id, row.id)));
      // Participants carry the school's name for the board and exports.
      if (changes.schoolName && changes.schoolName !== row.schoolName)
        await tx
          .update(p)
          .set({ schoolName: changes.schoolName })
          .where(and(tenantScope(p, auth), eq(p.schoolId, row.id)));
    });
  }

  async remove(auth: AuthContext, id: string) {
    const row = await this.school(auth.tenantId, id);
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(p)
      .where(and(liveScope(p, auth), eq(p.schoolId, row.id)));
    if (Number(n)) throw badRequest(`该学校还有 ${n} 名参赛学生，不能删除`);
    await this.db
      .update(sc)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(sc, auth), eq(sc.id, row.id)));
  }
}

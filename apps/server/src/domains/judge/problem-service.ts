import {
  type AdminProblem,
  PERMS,
  type PracticeProblem,
  type PracticeProblemListItem,
  type ProblemBody,
  type ProblemUserStatus,
} from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { escapeLike } from '../../platform/http/paging.ts';
import { liveScope, tenantOf } from '../../platform/tenancy/tenancy.ts';
import { adminProblem, publicProblem } from './problem-view.ts';
import { judgeProblem, judgeSubmission } from './tables.ts';

type Problem = typeof judgeProblem.$inferSelect;

export interface ProblemFilter {
  keyword?: string;
  tag?: string;
  difficulty?: number;
  /** Back office only: 0 hidden, 1 public. */
  visible?: 0 | 1;
  pageNo: number;
  pageSize: number;
}

/** Who may manage problems also sees hidden ones in the practice area. */
export const canManageProblems = (auth: AuthContext) => auth.perms.has(PERMS.problem.edit);

/** The problem bank of one tenant. */
export class ProblemService {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, f: ProblemFilter, publicOnly: boolean) {
    return and(
      liveScope(judgeProblem, tenantId),
      publicOnly ? eq(judgeProblem.visible, 1) : undefined,
      f.keyword ? ilike(judgeProblem.title, `%${escapeLike(f.keyword)}%`) : undefined,
      f.tag ? sql`${judgeProblem.tags} @> ${JSON.stringify([f.tag])}::jsonb` : undefined,
      f.difficulty ? eq(judgeProblem.difficulty, f.difficulty) : undefined,
      f.visible !== undefined ? eq(judgeProblem.visible, f.visible) : undefined,
    );
  }

  async list(tenantId: string, f: ProblemFilter, publicOnly: boolean) {
    const where = this.where(tenantId, f, publicOnly);
    const records = await this.db
      .select()
      .from(judgeProblem)
      .where(where)
      .orderBy(desc(judgeProblem.createTime))
      .limit(f.pageSize)
      .offset((f.pageNo - 1) * f.pageSize);
    const [{ n }] = await this.db.select({ n: count() }).from(judgeProblem).where(where);
    return { records, total: Number(n) };
  }

  /** A page of the back office list (hidden problems too). */
  async adminPage(tenantId: string, f: ProblemFilter): Promise<{ records: AdminProblem[]; total: number }> {
    const { records, total } = await this.list(tenantId, f, false);
    return { records: records.map(adminProblem), total };
  }

  /**
   * A page of the practice list: public problems (hidden ones too for those who manage problems), each
   * with the signed-in user's state on it.
   */
  async practicePage(
    auth: AuthContext | null,
    f: ProblemFilter,
  ): Promise<{ records: PracticeProblemListItem[]; total: number }> {
    const { records, total } = await this.list(tenantOf(auth), f, !(auth && canManageProblems(auth)));
    const status = auth
      ? await this.statusOf(
          auth.userId,
          records.map((r) => r.id),
        )
      : new Map<string, ProblemUserStatus>();
    const rows = records.map((p) => {
      const { content: _, source: _source, ...row } = publicProblem(p);
      return { ...row, myStatus: status.get(p.id) ?? null };
    });
    return { records: rows, total };
  }

  /** The statement of a problem in the practice area; hidden problems only for those who manage them. */
  async practiceDetail(auth: AuthContext | null, id: string): Promise<PracticeProblem> {
    const problem = await this.get(tenantOf(auth), id);
    if (problem.visible !== 1 && !(auth && canManageProblems(auth))) throw notFound('题目不存在');
    return publicProblem(problem);
  }

  async adminDetail(tenantId: string, id: string): Promise<AdminProblem> {
    return adminProblem(await this.get(tenantId, id));
  }

  async get(tenantId: string, id: string): Promise<Problem> {
    const [row] = await this.db
      .select()
      .from(judgeProblem)
      .where(and(eq(judgeProblem.id, id), liveScope(judgeProblem, tenantId)));
    if (!row) throw notFound('题目不存在');
    return row;
  }

  async add(auth: AuthContext, body: ProblemBody) {
    const id = uuidv7();
    await this.db
      .insert(judgeProblem)
      .values({ ...body, id, tenantId: auth.tenantId, createBy: auth.username });
    return id;
  }

  async edit(auth: AuthContext, id: string, body: Partial<ProblemBody>) {
    const current = await this.get(auth.tenantId, id);
    const merged = { ...current, ...body };
    if (merged.checkerType === 'special' && !merged.checkerSource?.trim()) {
      throw badRequest('选择特判时必须上传特判程序（C++）');
    }
    await this.db
      .update(judgeProblem)
      .set({ ...body, updateBy: auth.username, updateTime: new Date() })
      .where(eq(judgeProblem.id, id));
  }

  async remove(auth: AuthContext, id: string) {
    await this.get(auth.tenantId, id);
    await this.db
      .update(judgeProblem)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(eq(judgeProblem.id, id));
  }

  /** Per problem: 'AC' when the user has an accepted submission, 'tried' when any. */
  async statusOf(userId: string, problemIds: string[]): Promise<Map<string, ProblemUserStatus>> {
    const map = new Map<string, ProblemUserStatus>();
    if (problemIds.length === 0) return map;
    const rows = await this.db
      .select({
        problemId: judgeSubmission.problemId,
        ac: sql<number>`max(case when ${judgeSubmission.verdict} = 'AC' then 1 else 0 end)`,
      })
      .from(judgeSubmission)
      .where(and(eq(judgeSubmission.userId, userId), inArray(judgeSubmission.problemId, problemIds)))
      .groupBy(judgeSubmission.problemId);
    for (const r of rows) map.set(r.problemId, Number(r.ac) === 1 ? 'AC' : 'tried');
    return map;
  }
}

import type { ContestClass, ContestClassAddBody, ContestClassEditBody } from '@ck/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import {
  contestPaperProblem,
  createContestExam,
  deleteContestExam,
  teachingPaper,
  updateContestExam,
} from '../../exam/index.ts';
import { judgeProblem } from '../../judge/index.ts';
import {
  teachingContestClass as g,
  teachingUserOtherInfo as p,
  teachingContestSubmission as s,
} from '../tables.ts';
import { type ContestRow, loadContest } from './contest-access.ts';
import { contestChanged } from './contest-changed.ts';
import { examSpecOf, type GroupRow, syncGroupAudience } from './group-exam.ts';

/** Contest groups: a problem set in board order, or a paper taken through the exam engine. */
export class GroupService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async list(auth: AuthContext, contestId: string): Promise<ContestClass[]> {
    const contest = await loadContest(this.db, auth.tenantId, contestId);
    const rows = await this.db
      .select()
      .from(g)
      .where(and(liveScope(g, auth), eq(g.contestId, contest.id)))
      .orderBy(asc(g.sortNo), asc(g.createTime));
    const counts = await this.db
      .select({ groupId: p.groupId, n: count() })
      .from(p)
      .where(and(liveScope(p, auth), eq(p.contestId, contest.id)))
      .groupBy(p.groupId);
    const paperIds = rows.flatMap((r) => (r.paperId ? [r.paperId] : []));
    const papers = paperIds.length
      ? await this.db
          .select({ id: teachingPaper.id, name: teachingPaper.paperName })
          .from(teachingPaper)
          .where(and(tenantScope(teachingPaper, auth), inArray(teachingPaper.id, paperIds)))
      : [];
    const n = new Map(counts.map((r) => [r.groupId, Number(r.n)]));
    const names = new Map(papers.map((r) => [r.id, r.name]));
    return rows.map((r) => ({
      id: r.id,
      contestId: r.contestId,
      className: r.className,
      description: r.description,
      problemIds: r.problemIds,
      paperId: r.paperId,
      paperId_dictText: r.paperId ? (names.get(r.paperId) ?? null) : null,
      examId: r.examId,
      sortNo: r.sortNo,
      participants: n.get(r.id) ?? 0,
    }));
  }

  /** Public: the groups of a published contest with their problem counts. */
  async publicList(tenantId: string, contestId: string) {
    const contest = await loadContest(this.db, tenantId, contestId);
    if (contest.status !== 1) throw notFound('赛事不存在');
    const rows = await this.db
      .select()
      .from(g)
      .where(and(liveScope(g, tenantId), eq(g.contestId, contest.id)))
      .orderBy(asc(g.sortNo), asc(g.createTime));
    return rows.map((r) => ({
      id: r.id,
      className: r.className,
      description: r.description,
      problemCount: r.problemIds.length,
    }));
  }

  private async group(tenantId: string, id: string): Promise<GroupRow> {
    const [row] = await this.db
      .select()
      .from(g)
      .where(and(liveScope(g, tenantId), eq(g.id, id)));
    if (!row) throw notFound('分组不存在');
    return row;
  }

  /** Problems: judge problems of the tenant, none for paper groups; a paper only for paper contests. */
  private async contentProblem(contest: ContestRow, problemIds: string[], paperId: string | null) {
    if (contest.ruleType === 'paper') {
      if (problemIds.length) return '试卷赛制的分组不能添加编程题，请选择试卷';
      if (!paperId) return '试卷赛制的分组请选择试卷';
      return contestPaperProblem(this.db, contest.tenantId, paperId);
    }
    if (paperId) return '编程赛制的分组不能选择试卷';
    if (!problemIds.length) return null;
    const found = await this.db
      .select({ id: judgeProblem.id })
      .from(judgeProblem)
      .where(and(liveScope(judgeProblem, contest.tenantId), inArray(judgeProblem.id, problemIds)));
    const known = new Set(found.map((r) => r.id));
    const missing = problemIds.findIndex((id) => !known.has(id));
    return missing >= 0 ? `第 ${missing + 1} 道题不存在或已删除` : null;
  }

  async add(auth: AuthContext, input: ContestClassAddBody) {
    const contest = await loadContest(this.db, auth.tenantId, input.contestId);
    const problemIds = input.problemIds ?? [];
    const paperId = input.paperId || null;
    const problem = await this.contentProblem(contest, problemIds, paperId);
    if (problem) throw badRequest(problem);
    const id = uuidv7();
    await this.db.transaction(async (tx) => {
      const examId = paperId
        ? await createContestExam(tx, examSpecOf(contest, input.className, paperId, auth.username))
        : null;
      await tx.insert(g).values({
        id,
        tenantId: auth.tenantId,
        contestId: contest.id,
        className: input.className,
        description: input.description,
        problemIds,
        paperId,
        examId,
        sortNo: input.sortNo,
        createBy: auth.username,
        createTime: new Date(),
      });
    });
    await contestChanged(this.ctx, auth.tenantId, contest.id);
    return id;
  }

  async edit(auth: AuthContext, input: ContestClassEditBody) {
    const row = await this.group(auth.tenantId, input.id);
    const contest = await loadContest(this.db, auth.tenantId, row.contestId);
    const problemIds = input.problemIds === undefined ? row.problemIds : (input.problemIds ?? []);
    const paperId = input.paperId === undefined ? row.paperId : input.paperId || null;
    const className = input.className ?? row.className;
    const problem = await this.contentProblem(contest, problemIds, paperId);
    if (problem) throw badRequest(problem);
    await this.db.transaction(async (tx) => {
      const examId = paperId
        ? row.examId
          ? await updateContestExam(tx, row.examId, examSpecOf(contest, className, paperId, auth.username))
          : await createContestExam(tx, examSpecOf(contest, className, paperId, auth.username))
        : null;
      await tx
        .update(g)
        .set({
          className,
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.sortNo !== undefined ? { sortNo: input.sortNo } : {}),
          problemIds,
          paperId,
          examId,
          updateBy: auth.username,
          updateTime: new Date(),
        })
        .where(and(tenantScope(g, auth), eq(g.id, row.id)));
    });
    if (paperId) await syncGroupAudience(this.db, auth.tenantId, [row.id]);
    await contestChanged(this.ctx, auth.tenantId, contest.id);
  }

  async remove(auth: AuthContext, id: string) {
    const row = await this.group(auth.tenantId, id);
    const [[members], [subs]] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(p)
        .where(and(liveScope(p, auth), eq(p.groupId, row.id))),
      this.db
        .select({ n: count() })
        .from(s)
        .where(and(tenantScope(s, auth), eq(s.groupId, row.id))),
    ]);
    if (Number(subs.n)) throw badRequest('该分组已有提交记录，不能删除');
    if (Number(members.n)) throw badRequest(`该分组还有 ${members.n} 名参赛学生，请先移除或调整分组`);
    await this.db.transaction(async (tx) => {
      if (row.examId) await deleteContestExam(tx, auth.tenantId, row.examId, auth.username);
      await tx
        .update(g)
        .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
        .where(and(tenantScope(g, auth), eq(g.id, row.id)));
    });
    await contestChanged(this.ctx, auth.tenantId, row.contestId);
  }
}

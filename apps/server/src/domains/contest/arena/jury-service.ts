import type { ContestSubmissionDetail, JurySubmissionRow, jurySubmissionsQuery } from '@ck/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { LOG_OPERATE, writeLog } from '../../../platform/audit/audit-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission, rejudgeSubmissions, wakeJudges } from '../../judge/index.ts';
import { groupsOf } from '../contests/contest-access.ts';
import { teachingContestSubmission, teachingUserOtherInfo } from '../tables.ts';
import { loadContest } from './arena-access.ts';
import { labelsOf } from './arena-policy.ts';
import { submissionDetail } from './my-submission-service.ts';
import { reconcilePending } from './verdict-sync.ts';

type JuryQuery = z.output<typeof jurySubmissionsQuery>;
const cs = teachingContestSubmission;

/** The jury's side: every submission of a contest with its verdict, and rejudging. */
export class JuryService {
  constructor(private readonly ctx: AppContext) {}

  async submissions(auth: AuthContext, q: JuryQuery) {
    const contest = await loadContest(this.ctx.db, auth, q.contestId);
    const conds: SQL[] = [tenantScope(cs, auth), eq(cs.contestId, contest.id)];
    if (q.groupId) conds.push(eq(cs.groupId, q.groupId));
    if (q.problemId) conds.push(eq(cs.problemId, q.problemId));
    if (q.userId) conds.push(eq(cs.userId, q.userId));
    const where = and(...conds);
    const rows = await this.ctx.db
      .select({
        row: cs,
        status: judgeSubmission.status,
        timeMs: judgeSubmission.timeMs,
        memoryKb: judgeSubmission.memoryKb,
        title: judgeProblem.title,
        username: teachingUserOtherInfo.username,
        realname: teachingUserOtherInfo.realname,
      })
      .from(cs)
      .leftJoin(judgeSubmission, eq(judgeSubmission.id, cs.submissionId))
      .leftJoin(judgeProblem, eq(judgeProblem.id, cs.problemId))
      .leftJoin(
        teachingUserOtherInfo,
        and(
          eq(teachingUserOtherInfo.contestId, cs.contestId),
          eq(teachingUserOtherInfo.userId, cs.userId),
          eq(teachingUserOtherInfo.delFlag, 0),
        ),
      )
      .where(where)
      .orderBy(desc(cs.createTime), desc(cs.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize);
    const [{ n }] = await this.ctx.db.select({ n: count() }).from(cs).where(where);
    const synced = await reconcilePending(
      this.ctx,
      auth.tenantId,
      rows.map((r) => r.row),
    );
    const groups = new Map((await groupsOf(this.ctx.db, auth.tenantId, contest.id)).map((g) => [g.id, g]));
    const records: JurySubmissionRow[] = rows.map(({ row: stale, ...r }, i) => {
      const row = synced[i] ?? stale;
      return {
        id: row.id,
        submissionId: row.submissionId,
        groupId: row.groupId,
        groupName: groups.get(row.groupId)?.className ?? '',
        userId: row.userId,
        username: r.username ?? '',
        realname: r.realname ?? '',
        problemId: row.problemId,
        label: labelsOf(groups.get(row.groupId)).get(row.problemId) ?? '',
        title: r.title ?? '',
        language: row.language,
        status: r.status ?? 'queued',
        verdict: row.verdict,
        score: row.score,
        timeMs: r.timeMs ?? null,
        memoryKb: r.memoryKb ?? null,
        createTime: formatDateTime(row.createTime) ?? '',
      };
    });
    return pageOf(records, Number(n), q.pageNo, q.pageSize);
  }

  async detail(auth: AuthContext, id: string): Promise<ContestSubmissionDetail> {
    const [row] = await this.ctx.db
      .select()
      .from(cs)
      .where(and(eq(cs.id, id), tenantScope(cs, auth)));
    if (!row) throw notFound('提交记录不存在');
    await loadContest(this.ctx.db, auth, row.contestId);
    return submissionDetail(this.ctx.db, row, false);
  }

  /**
   * Rejudges one contest submission, or every submission of a problem in a contest: the judge gets
   * them back queued, the contest rows lose their verdicts (pending cells) until the new results sync.
   */
  async rejudge(
    req: FastifyRequest,
    body: { submissionId: string | null; contestId: string | null; problemId: string | null },
  ): Promise<{ count: number }> {
    const auth = req.auth!;
    const conds: SQL[] = [tenantScope(cs, auth)];
    if (body.submissionId) conds.push(eq(cs.id, body.submissionId));
    else conds.push(eq(cs.contestId, body.contestId ?? ''), eq(cs.problemId, body.problemId ?? ''));
    const rows = await this.ctx.db
      .select()
      .from(cs)
      .where(and(...conds));
    if (body.submissionId && !rows.length) throw notFound('提交记录不存在');
    const contestId = rows[0]?.contestId ?? body.contestId ?? '';
    const contest = await loadContest(this.ctx.db, auth, contestId);
    if (!rows.length) return { count: 0 };
    const queued = await this.ctx.db.transaction(async (tx) => {
      const ids = await rejudgeSubmissions(
        tx as unknown as Db,
        auth.tenantId,
        rows.map((r) => r.submissionId),
      );
      if (ids.length)
        await tx.update(cs).set({ verdict: null, score: null }).where(inArray(cs.submissionId, ids));
      return ids;
    });
    await wakeJudges(this.ctx.events, queued);
    const cells = new Map(rows.map((r) => [`${r.groupId}|${r.userId}|${r.problemId}`, r]));
    for (const r of cells.values()) {
      await this.ctx.events.publish('contest.submissionChanged', {
        tenantId: r.tenantId,
        contestId: r.contestId,
        groupId: r.groupId,
        userId: r.userId,
        problemId: r.problemId,
      });
    }
    const what = body.submissionId
      ? `提交 ${body.submissionId}`
      : `题目 ${body.problemId} 的全部 ${queued.length} 个提交`;
    await writeLog(this.ctx.db, req, {
      logType: LOG_OPERATE,
      operateType: 'teaching:contest:jury',
      content: `赛事「${contest.contestName}」重判${what}`.slice(0, 1000),
      userId: auth.userId,
      username: auth.username,
      tenantId: auth.tenantId,
    }).catch((err) => req.log.error({ err }, 'contest rejudge audit log failed'));
    return { count: queued.length };
  }
}

import type { Clarification, ClarificationAskBody } from '@ck/shared';
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound, tooMany } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { groupsOf } from '../contests/contest-access.ts';
import { teachingContestClarification, teachingUserOtherInfo } from '../tables.ts';
import { loadContest, seatOf } from './arena-access.ts';
import { isJury, labelsOf } from './arena-policy.ts';

const cl = teachingContestClarification;
type Row = typeof cl.$inferSelect;

/** Questions of contestants and answers / announcements of the jury. */
export class ClarificationService {
  private readonly perMinute = new FailureLimiter(5, 60_000);

  constructor(private readonly ctx: AppContext) {}

  /** The jury sees all; a contestant their own questions and what is public to the contest or their group. */
  async list(auth: AuthContext, contestId: string): Promise<Clarification[]> {
    const contest = await loadContest(this.ctx.db, auth, contestId);
    const jury = isJury(auth);
    const groups = await groupsOf(this.ctx.db, auth.tenantId, contest.id);
    const conds: (SQL | undefined)[] = [tenantScope(cl, auth), eq(cl.contestId, contest.id)];
    if (!jury) {
      const { group } = await seatOf(this.ctx, auth, contest);
      conds.push(
        or(
          eq(cl.userId, auth.userId),
          and(eq(cl.isPublic, 1), or(isNull(cl.groupId), eq(cl.groupId, group.id))),
        ),
      );
    }
    const rows = await this.ctx.db
      .select()
      .from(cl)
      .where(and(...conds))
      .orderBy(asc(cl.createTime), asc(cl.id));
    const names = jury ? await this.askerNames(auth, contest.id, rows) : new Map<string, string>();
    const labels = new Map(groups.map((g) => [g.id, labelsOf(g)]));
    return rows.map((r) => ({
      id: r.id,
      contestId: r.contestId,
      groupId: r.groupId,
      problemId: r.problemId,
      label: (r.problemId && r.groupId && labels.get(r.groupId)?.get(r.problemId)) || null,
      userId: jury || r.userId === auth.userId ? r.userId : null,
      askerName: jury && r.userId ? (names.get(r.userId) ?? null) : null,
      question: r.question,
      answer: r.answer,
      answeredAt: formatDateTime(r.answeredAt),
      isPublic: r.isPublic,
      mine: r.userId === auth.userId,
      createTime: formatDateTime(r.createTime) ?? '',
    }));
  }

  /** A contestant asks, while the contest runs, about the contest or one problem of their group. */
  async ask(auth: AuthContext, body: ClarificationAskBody): Promise<{ id: string }> {
    const contest = await loadContest(this.ctx.db, auth, body.contestId);
    const now = new Date();
    if (now < contest.startTime || now >= contest.endTime) throw badRequest('只能在比赛进行中提问');
    const { group } = await seatOf(this.ctx, auth, contest);
    const problemId = body.problemId || null;
    if (problemId && !group.problemIds.includes(problemId)) throw notFound('题目不在你的分组中');
    if (this.perMinute.blocked(auth.userId)) throw tooMany('提问太频繁了，请一分钟后再试');
    this.perMinute.fail(auth.userId);
    const id = uuidv7();
    await this.ctx.db.insert(cl).values({
      id,
      tenantId: auth.tenantId,
      contestId: contest.id,
      groupId: group.id,
      problemId,
      userId: auth.userId,
      question: body.question,
    });
    await this.push(auth.tenantId, contest.id, [auth.userId]);
    return { id };
  }

  /** The jury answers a question, to the asker only or to everyone who may see it. */
  async answer(auth: AuthContext, body: { id: string; answer: string; isPublic: number }) {
    const [row] = await this.ctx.db
      .select()
      .from(cl)
      .where(and(eq(cl.id, body.id), tenantScope(cl, auth)));
    if (!row) throw notFound('问题不存在');
    await loadContest(this.ctx.db, auth, row.contestId);
    await this.ctx.db
      .update(cl)
      .set({
        answer: body.answer,
        isPublic: body.isPublic,
        answeredBy: auth.username,
        answeredAt: new Date(),
      })
      .where(eq(cl.id, row.id));
    await this.push(auth.tenantId, row.contestId, body.isPublic === 1 || !row.userId ? null : [row.userId]);
    return null;
  }

  /** An announcement of the jury to the whole contest or to one of its groups. */
  async announce(auth: AuthContext, body: { contestId: string; groupId: string | null; answer: string }) {
    const contest = await loadContest(this.ctx.db, auth, body.contestId);
    if (body.groupId) {
      const groups = await groupsOf(this.ctx.db, auth.tenantId, contest.id);
      if (!groups.some((g) => g.id === body.groupId)) throw badRequest('分组不属于本赛事');
    }
    const id = uuidv7();
    await this.ctx.db.insert(cl).values({
      id,
      tenantId: auth.tenantId,
      contestId: contest.id,
      groupId: body.groupId,
      question: '',
      answer: body.answer,
      answeredBy: auth.username,
      answeredAt: new Date(),
      isPublic: 1,
    });
    await this.push(auth.tenantId, contest.id, null);
    return { id };
  }

  // Only a refresh signal: each client refetches the list it may see.
  private push(tenantId: string, contestId: string, userIds: string[] | null) {
    return this.ctx.realtime.publish(tenantId, userIds, { cmd: 'contestClarification', contestId });
  }

  private async askerNames(auth: AuthContext, contestId: string, rows: Row[]) {
    const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
    if (!ids.length) return new Map<string, string>();
    const people = await this.ctx.db
      .select({ userId: teachingUserOtherInfo.userId, realname: teachingUserOtherInfo.realname })
      .from(teachingUserOtherInfo)
      .where(
        and(
          tenantScope(teachingUserOtherInfo, auth),
          eq(teachingUserOtherInfo.contestId, contestId),
          inArray(teachingUserOtherInfo.userId, ids),
        ),
      );
    return new Map(people.map((p) => [p.userId, p.realname]));
  }
}

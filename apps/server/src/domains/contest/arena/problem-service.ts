import type { ArenaProblem, ArenaProblemRow } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { groupsOf, problemLabel } from '../contests/contest-access.ts';
import { teachingContestSubmission } from '../tables.ts';
import { loadContest, seatOf, seatOrNull } from './arena-access.ts';
import { type ContestRow, type GroupRow, isJury, readRefusal, resultsHidden } from './arena-policy.ts';
import { reconcilePending } from './verdict-sync.ts';

type Mine = { problemId: string; verdict: string | null; score: number | null };

/** My result on one problem: OI hides everything until the end (only "submitted"). */
function myState(contest: ContestRow, mine: Mine[], now: Date) {
  if (!mine.length) return { myResult: null, myScore: null, myTries: 0 };
  const myTries = mine.length;
  if (resultsHidden(contest, now)) return { myResult: 'submitted', myScore: null, myTries };
  if (contest.ruleType === 'oi') {
    const last = mine[mine.length - 1];
    return { myResult: last.verdict ?? 'pending', myScore: last.verdict ? last.score : null, myTries };
  }
  const judged = mine.filter((m) => m.verdict !== null);
  const best = judged.length ? Math.max(...judged.map((m) => m.score ?? 0)) : null;
  const result = judged.some((m) => m.verdict === 'AC')
    ? 'AC'
    : judged.length < mine.length
      ? 'pending'
      : (judged[judged.length - 1]?.verdict ?? null);
  return { myResult: result, myScore: best, myTries };
}

/** The problem list and statements of the arena: the caller's group only (the jury picks any group). */
export class ArenaProblemService {
  constructor(private readonly ctx: AppContext) {}

  /** The contest and the group whose problems the caller may read now. */
  async groupFor(auth: AuthContext, contestId: string, groupId: string | null) {
    const contest = await loadContest(this.ctx.db, auth, contestId);
    if (isJury(auth)) {
      // The jury reads any group without being seated: its own seat's group, the one asked for, or the first.
      const seat = groupId ? null : await seatOrNull(this.ctx, auth, contest);
      if (seat) return { contest, group: seat.group };
      const groups = await groupsOf(this.ctx.db, auth.tenantId, contest.id);
      const group = groupId ? groups.find((g) => g.id === groupId) : groups[0];
      if (!group) throw notFound(groupId ? '分组不存在' : '本赛事还没有分组');
      return { contest, group };
    }
    const { participant, group } = await seatOf(this.ctx, auth, contest);
    if (groupId && groupId !== group.id) throw forbidden('只能查看自己分组的题目');
    const refusal = readRefusal(contest, participant, new Date());
    if (refusal) throw forbidden(refusal);
    return { contest, group };
  }

  async list(auth: AuthContext, contestId: string, groupId: string | null): Promise<ArenaProblemRow[]> {
    const { contest, group } = await this.groupFor(auth, contestId, groupId);
    const problems = await this.problemsOf(auth, group);
    if (!problems.length) return [];
    const stored = await this.ctx.db
      .select({
        submissionId: teachingContestSubmission.submissionId,
        problemId: teachingContestSubmission.problemId,
        verdict: teachingContestSubmission.verdict,
        score: teachingContestSubmission.score,
      })
      .from(teachingContestSubmission)
      .where(
        and(
          tenantScope(teachingContestSubmission, auth),
          eq(teachingContestSubmission.contestId, contest.id),
          eq(teachingContestSubmission.userId, auth.userId),
        ),
      )
      .orderBy(asc(teachingContestSubmission.createTime), asc(teachingContestSubmission.id));
    const mine = await reconcilePending(this.ctx, auth.tenantId, stored);
    const now = new Date();
    return problems.map(({ p, label }) => ({
      id: p.id,
      label,
      title: p.title,
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      ...myState(
        contest,
        mine.filter((m) => m.problemId === p.id),
        now,
      ),
    }));
  }

  async statement(auth: AuthContext, contestId: string, problemId: string): Promise<ArenaProblem> {
    const { group } = await this.groupFor(auth, contestId, null);
    const target = await this.juryGroupOf(auth, contestId, problemId, group);
    const found = (await this.problemsOf(auth, target)).find(({ p }) => p.id === problemId);
    if (!found) throw notFound('题目不存在');
    const { p, label } = found;
    return {
      id: p.id,
      label,
      title: p.title,
      content: p.content,
      samples: p.samples,
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      languages: p.languages,
    };
  }

  /** A contestant's problem must be of their group; the jury's may be of any group of the contest. */
  private async juryGroupOf(auth: AuthContext, contestId: string, problemId: string, own: GroupRow) {
    if (own.problemIds.includes(problemId)) return own;
    if (!isJury(auth)) throw notFound('题目不在你的分组中');
    const groups = await groupsOf(this.ctx.db, auth.tenantId, contestId);
    const other = groups.find((g) => g.problemIds.includes(problemId));
    if (!other) throw notFound('题目不在本赛事中');
    return other;
  }

  /** The group's judge problems in board order with their labels (deleted problems left out). */
  async problemsOf(auth: AuthContext, group: GroupRow) {
    if (!group.problemIds.length) return [];
    const rows = await this.ctx.db
      .select()
      .from(judgeProblem)
      .where(and(liveScope(judgeProblem, auth), inArray(judgeProblem.id, group.problemIds)));
    const byId = new Map(rows.map((p) => [p.id, p]));
    return group.problemIds.flatMap((id, i) => {
      const p = byId.get(id);
      return p ? [{ p, label: problemLabel(i) }] : [];
    });
  }
}

import type { ContestStatus } from '@ck/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { contestPhase } from '../contests/contest-access.ts';
import { teachingUserOtherInfo } from '../tables.ts';
import { loadContest, type Seat, seatOf, seatOrNull } from './arena-access.ts';
import { type ContestRow, isJury, personalWindow } from './arena-policy.ts';

/** Where the caller stands in a contest, and entering the arena (a duration contest's personal start). */
export class StatusService {
  constructor(private readonly ctx: AppContext) {}

  async status(auth: AuthContext, contestId: string): Promise<ContestStatus> {
    const contest = await loadContest(this.ctx.db, auth, contestId);
    return this.view(auth, contest, await seatOrNull(this.ctx, auth, contest));
  }

  /**
   * Enters the arena: a practice contest seats the caller, a duration contest starts the personal
   * timer on the first entry (later entries change nothing). Only while the contest runs.
   */
  async enter(auth: AuthContext, contestId: string): Promise<ContestStatus> {
    const contest = await loadContest(this.ctx.db, auth, contestId);
    const now = new Date();
    if (now < contest.startTime) throw badRequest('比赛尚未开始，请在开始后进入');
    const seat = await seatOf(this.ctx, auth, contest);
    if (contest.duration !== null && !seat.participant.startedAt && now < contest.endTime) {
      // Conditional: two entries at once start the timer once.
      const [row] = await this.ctx.db
        .update(teachingUserOtherInfo)
        .set({ startedAt: now })
        .where(
          and(eq(teachingUserOtherInfo.id, seat.participant.id), isNull(teachingUserOtherInfo.startedAt)),
        )
        .returning();
      if (row) seat.participant = row;
      else return this.status(auth, contestId);
    }
    return this.view(auth, contest, seat);
  }

  private view(auth: AuthContext, contest: ContestRow, seat: Seat | null): ContestStatus {
    const now = new Date();
    const window = seat ? personalWindow(contest, seat.participant) : null;
    return {
      contestId: contest.id,
      contestName: contest.contestName,
      phase: contestPhase(contest, now),
      serverTime: formatDateTime(now) ?? '',
      startTime: formatDateTime(contest.startTime) ?? '',
      endTime: formatDateTime(contest.endTime) ?? '',
      duration: contest.duration,
      registered: seat !== null,
      groupId: seat?.group.id ?? null,
      groupName: seat?.group.className ?? null,
      ruleType: contest.ruleType,
      isPractice: contest.isPractice === 1,
      startedAt: formatDateTime(seat?.participant.startedAt),
      deadline: formatDateTime(window?.deadline ?? (seat ? null : contest.endTime)),
      examId: seat?.group.examId ?? null,
      isJury: isJury(auth),
    };
  }
}

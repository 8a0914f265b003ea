import type { ContestMine, ContestRegisterBody, contestPublicListQuery } from '@ck/shared';
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { AppError, badRequest, notFound, tooMany } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingContest as c, teachingContestCode as k, teachingUserOtherInfo as p } from '../tables.ts';
import {
  type ContestRow,
  contestPhase,
  isJury,
  loadContest,
  participantOf,
  phaseCondition,
  registrationOpen,
} from './contest-access.ts';
import { contestChanged } from './contest-changed.ts';
import { publicItems } from './contest-view.ts';
import { syncGroupAudience } from './group-exam.ts';
import { groupOfContest, insertParticipant, resolveSchool } from './participant-join.ts';
import { groupNames } from './participant-service.ts';
import { SchoolService } from './school-service.ts';

type PublicListQuery = z.output<typeof contestPublicListQuery>;

/** Wrong codes allowed per user before redeeming pauses. */
export const REDEEM_FAILURES = 10;
const REDEEM_WINDOW_MS = 10 * 60_000;

/** Thrown inside the redeem transaction to undo the code's use. */
class AlreadyRegistered extends Error {}

/** The public side: contest pages, registering, redeeming codes, my contests. */
export class RegistrationService {
  /** Per user, per app node: enough to stop guessing codes. */
  readonly redeemFailures = new FailureLimiter(REDEEM_FAILURES, REDEEM_WINDOW_MS);

  private readonly schools: SchoolService;

  constructor(private readonly ctx: AppContext) {
    this.schools = new SchoolService(ctx);
  }

  private get db() {
    return this.ctx.db;
  }

  /** A published contest (drafts for the jury only), or 404. */
  private async published(tenantId: string, id: string, auth: AuthContext | null): Promise<ContestRow> {
    const contest = await loadContest(this.db, tenantId, id);
    if (contest.status !== 1 && !(auth && isJury(auth.perms))) throw notFound('赛事不存在');
    return contest;
  }

  async publicList(tenantId: string, q: PublicListQuery) {
    const filters: SQL[] = [tenantScope(c, tenantId), eq(c.delFlag, 0), eq(c.status, 1)];
    if (q.phase) filters.push(phaseCondition(q.phase));
    if (q.practice !== undefined) filters.push(eq(c.isPractice, q.practice));
    const where = and(...filters) as SQL;
    const { rows, total } = await tablePage(this.db, c, where, [desc(c.startTime), desc(c.id)], q);
    return { records: await publicItems(this.db, tenantId, rows), total };
  }

  async publicDetail(tenantId: string, id: string, auth: AuthContext | null) {
    const contest = await this.published(tenantId, id, auth);
    const [[item], schools, mine, names] = await Promise.all([
      publicItems(this.db, tenantId, [contest]),
      this.schools.publicList(tenantId, contest.id),
      auth ? participantOf(this.db, tenantId, contest.id, auth.userId) : null,
      groupNames(this.ctx, tenantId, [contest.id]),
    ]);
    return {
      ...item,
      intro: contest.intro,
      rules: contest.rules,
      boardVisibility: contest.boardVisibility,
      schools,
      me: mine
        ? {
            groupId: mine.groupId,
            groupName: names.get(mine.groupId) ?? '',
            realname: mine.realname,
            schoolName: mine.schoolName,
            startedAt: formatDateTime(mine.startedAt),
          }
        : null,
    };
  }

  async register(auth: AuthContext, input: ContestRegisterBody) {
    const contest = await this.published(auth.tenantId, input.contestId, null);
    if (contest.isPublic !== 1) throw badRequest('本赛事不开放自主报名，请使用验证码报名');
    if (!registrationOpen(contest)) {
      const early = contest.registerStart && Date.now() < contest.registerStart.getTime();
      throw badRequest(early ? '报名尚未开始' : '报名已截止');
    }
    const group = await groupOfContest(this.db, auth.tenantId, contest.id, input.groupId);
    const school = await resolveSchool(this.db, auth.tenantId, contest.id, input.schoolId, input.schoolName);
    const added = await insertParticipant(this.db, {
      tenantId: auth.tenantId,
      contestId: contest.id,
      groupId: group.id,
      userId: auth.userId,
      username: auth.username,
      realname: input.realname,
      ...school,
      grade: input.grade,
      guardianPhone: input.guardianPhone,
      source: 'register',
      operator: auth.username,
    });
    if (!added) throw badRequest('你已报名本赛事，不能重复报名');
    return this.joined(auth, contest, group);
  }

  /** A wrong or used code counts against the user; too many pause redeeming for a while. */
  async redeem(auth: AuthContext, code: string) {
    const key = `${auth.tenantId}:${auth.userId}`;
    const wait = this.redeemFailures.retryAfterMs(key);
    if (wait) throw tooMany(`验证码错误次数过多，请 ${Math.ceil(wait / 60_000)} 分钟后再试`);
    try {
      return await this.redeemOnce(auth, code);
    } catch (err) {
      if (err instanceof AppError && err.status === 400) this.redeemFailures.fail(key);
      throw err;
    }
  }

  private async redeemOnce(auth: AuthContext, code: string) {
    const [row] = await this.db
      .select()
      .from(k)
      .where(and(tenantScope(k, auth), eq(k.code, code)));
    if (!row) throw badRequest('验证码不正确');
    if (row.usedBy) throw badRequest(row.usedBy === auth.userId ? '你已使用过该验证码' : '验证码已被使用');
    const contest = await this.published(auth.tenantId, row.contestId, null).catch(() => {
      throw badRequest('验证码对应的赛事已不存在');
    });
    if (contestPhase(contest) === 'ended') throw badRequest('赛事已结束，验证码不能再使用');
    const group = await groupOfContest(this.db, auth.tenantId, contest.id, row.groupId);
    if (await participantOf(this.db, auth.tenantId, contest.id, auth.userId))
      throw badRequest('你已报名本赛事，不需要再使用验证码');
    const realname = await this.realnameOf(auth);
    try {
      await this.db.transaction(async (tx) => {
        // One conditional UPDATE: of two redeems at once exactly one finds the code unused.
        const [taken] = await tx
          .update(k)
          .set({ usedBy: auth.userId, usedAt: new Date() })
          .where(and(eq(k.id, row.id), isNull(k.usedBy)))
          .returning({ id: k.id });
        if (!taken) throw badRequest('验证码已被使用');
        const added = await insertParticipant(tx, {
          tenantId: auth.tenantId,
          contestId: contest.id,
          groupId: group.id,
          userId: auth.userId,
          username: auth.username,
          realname,
          schoolId: null,
          schoolName: null,
          grade: null,
          guardianPhone: null,
          source: 'code',
          operator: auth.username,
        });
        if (!added) throw new AlreadyRegistered();
      });
    } catch (err) {
      if (err instanceof AlreadyRegistered) throw badRequest('你已报名本赛事，不需要再使用验证码');
      throw err;
    }
    return this.joined(auth, contest, group);
  }

  /** After a registration: the group's exam audience and the contest's pages catch up. */
  private async joined(
    auth: AuthContext,
    contest: { id: string; contestName: string },
    group: { id: string; className: string },
  ) {
    await syncGroupAudience(this.db, auth.tenantId, [group.id]);
    await contestChanged(this.ctx, auth.tenantId, contest.id);
    return {
      contestId: contest.id,
      groupId: group.id,
      contestName: contest.contestName,
      groupName: group.className,
    };
  }

  private async realnameOf(auth: AuthContext) {
    const [u] = await this.db
      .select({ realname: sysUser.realname })
      .from(sysUser)
      .where(and(tenantScope(sysUser, auth), eq(sysUser.id, auth.userId)));
    return u?.realname || auth.username;
  }

  async mine(auth: AuthContext): Promise<ContestMine[]> {
    const rows = await this.db
      .select()
      .from(p)
      .innerJoin(c, eq(c.id, p.contestId))
      .where(and(liveScope(p, auth), eq(p.userId, auth.userId), eq(c.delFlag, 0)))
      .orderBy(desc(c.startTime));
    const names = await groupNames(
      this.ctx,
      auth.tenantId,
      rows.map((r) => r.teaching_contest.id),
    );
    return rows.map(({ teaching_user_other_info: row, teaching_contest: contest }) => ({
      id: row.id,
      contestId: contest.id,
      contestName: contest.contestName,
      ruleType: contest.ruleType,
      groupId: row.groupId,
      groupName: names.get(row.groupId) ?? '',
      startTime: formatDateTime(contest.startTime),
      endTime: formatDateTime(contest.endTime),
      phase: contestPhase(contest),
      source: row.source,
    }));
  }
}

import { type ContestBoard, type ContestBoardRow, type ContestSchoolRankRow, PERMS } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { assignAwards } from './awards.ts';
import { BoardCache, type ContestEntry } from './board-cache.ts';
import type { ContestRow } from './board-loader.ts';
import { paperGroupsOf } from './board-loader.ts';
import { paperRows } from './paper.ts';
import { awardsShown, type BoardTimes, projectRows, viewOf } from './projection.ts';
import { schoolRanking } from './school-rank.ts';

/** Whether the caller is the jury of this tenant (sees the live board, any time, drafts too). */
export const isJuryOf = (auth: AuthContext | null, tenantId: string) =>
  !!auth && auth.tenantId === tenantId && auth.perms.has(PERMS.contest.jury);

const timesOf = (c: ContestRow): BoardTimes => ({
  ruleType: c.ruleType,
  endTime: c.endTime.getTime(),
  lockTime: c.lockTime?.getTime() ?? null,
  unfrozenAt: c.unfrozenAt?.getTime() ?? null,
});

export interface BoardServiceOptions {
  /** Board pushes of one group are coalesced over this many ms (default 100). */
  pushDelayMs?: number;
}

/**
 * The scoreboards: cached boards kept current by `contest.submissionChanged`, dropped on
 * `contest.changed`, projected for each viewer. After a change it pushes `{cmd: 'contestBoard'}` to
 * the tenant; clients fetch their own projection (board data is never pushed).
 */
export class BoardService {
  readonly cache: BoardCache;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly opts: BoardServiceOptions = {},
  ) {
    this.cache = new BoardCache(ctx);
  }

  start() {
    this.stops.push(
      this.ctx.events.subscribe('contest.submissionChanged', async (e) => {
        await this.cache.applyCell(e);
        this.schedulePush(e.tenantId, e.contestId, e.groupId);
      }),
      this.ctx.events.subscribe('contest.changed', (e) => {
        this.cache.drop(e.tenantId, e.contestId);
      }),
      // A paper group's board changes when an attempt of its exam is handed in or scored.
      this.ctx.events.subscribe('exam.attemptScored', async (e) => {
        const groups = await paperGroupsOf(this.ctx.db, e.tenantId, e.examId);
        if (!groups.length) return;
        this.cache.dropPaper(e.tenantId, e.examId);
        for (const g of groups) this.schedulePush(e.tenantId, g.contestId, g.id);
      }),
    );
  }

  stop() {
    for (const stop of this.stops.splice(0)) stop();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** Tells the tenant's browsers that a group's board changed. */
  schedulePush(tenantId: string, contestId: string, groupId: string) {
    const key = `${tenantId}:${contestId}:${groupId}`;
    if (this.timers.has(key)) return;
    const send = () => {
      this.timers.delete(key);
      void this.ctx.realtime.publish(tenantId, null, { cmd: 'contestBoard', contestId, groupId });
    };
    this.timers.set(key, setTimeout(send, this.opts.pushDelayMs ?? 100));
  }

  /** The contest if this viewer may see its boards: 404 unknown, 403 draft / jury-only / after the end. */
  async visibleContest(auth: AuthContext | null, contestId: string, now = Date.now()) {
    const tenantId = tenantOf(auth);
    const entry = await this.cache.contest(tenantId, contestId);
    if (!entry) throw notFound('赛事不存在');
    const jury = isJuryOf(auth, tenantId);
    const c = entry.contest;
    if (!jury) {
      if (c.status !== 1) throw forbidden('赛事尚未发布');
      if (c.boardVisibility === 0) throw forbidden('本赛事的榜单仅裁判可见');
      if (c.boardVisibility === 2 && now < c.endTime.getTime()) throw forbidden('榜单将在比赛结束后公布');
    }
    return { tenantId, entry, jury };
  }

  /** A group's board as this viewer may see it. */
  async board(
    auth: AuthContext | null,
    contestId: string,
    groupId: string | undefined,
    now = Date.now(),
  ): Promise<ContestBoard> {
    const { tenantId, entry, jury } = await this.visibleContest(auth, contestId, now);
    return this.boardOf(tenantId, entry, groupId, jury, now);
  }

  /** A group's board of a loaded contest; `jury` gets the live view (exports too). */
  async boardOf(
    tenantId: string,
    entry: ContestEntry,
    groupId: string | undefined,
    jury: boolean,
    now = Date.now(),
  ): Promise<ContestBoard> {
    const c = entry.contest;
    const group = groupId ? entry.groups.find((g) => g.id === groupId) : entry.groups[0];
    if (!group) throw notFound(groupId ? '分组不存在' : '该赛事还没有分组');
    const times = timesOf(c);
    const view = viewOf(times, now, jury);
    const board = await this.cache.board(tenantId, entry, group);
    let rows: ContestBoardRow[];
    if (c.ruleType === 'paper') {
      const results = group.examId ? await this.cache.paperResults(tenantId, group.examId) : [];
      const cutoff = view === 'frozen' ? times.lockTime : null;
      rows = projectRows('paper', [], paperRows(board.participants, results, cutoff), 'live');
    } else {
      const state = view === 'frozen' && board.frozen ? board.frozen : board.live;
      rows = projectRows(c.ruleType, state.problems, state.rows, view, (p) => state.firstSolveAt(p));
    }
    const awarded = view !== 'hidden' && awardsShown(times, now);
    if (awarded) assignAwards(c.ruleType, rows, c);
    return {
      contestId: c.id,
      groupId: group.id,
      ruleType: c.ruleType,
      frozen: view !== 'live',
      problems: c.ruleType === 'paper' ? [] : [...group.problemIds],
      problemTitles: board.problemTitles,
      rows,
      groups: entry.groups.map((g) => ({ id: g.id, className: g.className })),
      awarded,
      lockTime: formatDateTime(c.lockTime),
      generatedAt: formatDateTime(new Date(now)) as string,
    };
  }

  /** The school ranking of a group, from the same projection the viewer gets. */
  async schoolRank(auth: AuthContext | null, contestId: string, groupId: string | undefined) {
    const { tenantId, entry, jury } = await this.visibleContest(auth, contestId);
    const board = await this.boardOf(tenantId, entry, groupId, jury);
    const c = entry.contest;
    const rows: ContestSchoolRankRow[] = schoolRanking(
      c.ruleType,
      board.rows,
      c.schoolRankMode,
      c.schoolTopN,
    );
    return rows;
  }
}

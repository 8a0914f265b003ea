import type { AppContext } from '../../../context.ts';
import { contestExamScores } from '../../exam/index.ts';
import { type GroupRow, groupsOf } from '../contests/contest-access.ts';
import {
  type ContestRow,
  loadCell,
  loadContestRow,
  loadParticipants,
  loadProblemTitles,
  loadSubmissions,
} from './board-loader.ts';
import { type BoardParticipant, BoardState } from './board-state.ts';
import type { PaperResult } from './paper.ts';

/** A group's boards: live, and frozen (as of the freeze) when the contest has one. */
export interface GroupBoard {
  group: GroupRow;
  participants: BoardParticipant[];
  problemTitles: { id: string; label: string; title: string }[];
  live: BoardState;
  frozen: BoardState | null;
  /** Cell updates run one after another so a slower read never overwrites a newer one. */
  chain: Promise<void>;
}

/** A contest's settings and groups, and the boards built so far. */
export interface ContestEntry {
  contest: ContestRow;
  groups: GroupRow[];
  boards: Map<string, Promise<GroupBoard>>;
}

const PAPER_TTL_MS = 3000;
const MAX_CONTESTS = 200;

/**
 * In-memory boards per (tenant, contest, group), built lazily from the database. `drop` forgets a
 * contest (its settings or people changed); `applyCell` recomputes one cell in the boards built.
 */
export class BoardCache {
  private readonly contests = new Map<string, Promise<ContestEntry | null>>();
  private readonly papers = new Map<string, { at: number; results: Promise<PaperResult[]> }>();

  constructor(private readonly ctx: AppContext) {}

  contest(tenantId: string, contestId: string): Promise<ContestEntry | null> {
    const key = `${tenantId}:${contestId}`;
    let entry = this.contests.get(key);
    if (!entry) {
      entry = this.loadContest(tenantId, contestId);
      this.contests.set(key, entry);
      // Old contests fall out first; a dropped one is simply rebuilt when asked for again.
      if (this.contests.size > MAX_CONTESTS)
        this.contests.delete(this.contests.keys().next().value as string);
      // A failed read is not cached.
      entry.catch(() => this.contests.get(key) === entry && this.contests.delete(key));
    }
    return entry;
  }

  drop(tenantId: string, contestId: string) {
    this.contests.delete(`${tenantId}:${contestId}`);
  }

  /** The group's boards, built on first use. */
  board(tenantId: string, entry: ContestEntry, group: GroupRow): Promise<GroupBoard> {
    let board = entry.boards.get(group.id);
    if (!board) {
      board = this.build(tenantId, entry.contest, group);
      entry.boards.set(group.id, board);
      board.catch(() => entry.boards.get(group.id) === board && entry.boards.delete(group.id));
    }
    return board;
  }

  /** Recomputes one (user, problem) cell of a built board; a stranger to the board drops the contest. */
  async applyCell(key: {
    tenantId: string;
    contestId: string;
    groupId: string;
    userId: string;
    problemId: string;
  }) {
    const entry = await this.contests.get(`${key.tenantId}:${key.contestId}`);
    const pending = entry?.boards.get(key.groupId);
    if (!entry || !pending) return;
    const board = await pending;
    const run = board.chain.then(async () => {
      const subs = await loadCell(this.ctx.db, key);
      const known = board.live.apply(key.userId, key.problemId, subs);
      board.frozen?.apply(key.userId, key.problemId, subs);
      if (!known) this.drop(key.tenantId, key.contestId);
    });
    board.chain = run.catch(() => undefined);
    await run;
  }

  /** Forgets a paper group's results: the next board reads them again. */
  dropPaper(tenantId: string, examId: string) {
    this.papers.delete(`${tenantId}:${examId}`);
  }

  /** Best scored attempts of a paper group's exam, read again after a few seconds. */
  paperResults(tenantId: string, examId: string): Promise<PaperResult[]> {
    const key = `${tenantId}:${examId}`;
    const held = this.papers.get(key);
    if (held && Date.now() - held.at < PAPER_TTL_MS) return held.results;
    const results = contestExamScores(this.ctx.db, tenantId, examId).then((rows) =>
      rows.map((r) => ({ ...r, submitTime: r.submitTime.getTime() })),
    );
    this.papers.set(key, { at: Date.now(), results });
    results.catch(() => this.papers.delete(key));
    if (this.papers.size > 500) this.papers.delete(this.papers.keys().next().value as string);
    return results;
  }

  private async loadContest(tenantId: string, contestId: string): Promise<ContestEntry | null> {
    const contest = await loadContestRow(this.ctx.db, tenantId, contestId);
    if (!contest) return null;
    return { contest, groups: await groupsOf(this.ctx.db, tenantId, contestId), boards: new Map() };
  }

  private async build(tenantId: string, contest: ContestRow, group: GroupRow): Promise<GroupBoard> {
    const db = this.ctx.db;
    const rule = contest.ruleType;
    const problems = rule === 'paper' ? [] : group.problemIds;
    const [participants, submissions, problemTitles] = await Promise.all([
      loadParticipants(db, tenantId, contest, group.id),
      rule === 'paper' ? Promise.resolve([]) : loadSubmissions(db, tenantId, contest.id, group.id),
      loadProblemTitles(db, tenantId, problems),
    ]);
    const lock = contest.lockTime?.getTime() ?? null;
    return {
      group,
      participants,
      problemTitles,
      live: new BoardState(rule, problems, participants, null, submissions),
      frozen: lock === null ? null : new BoardState(rule, problems, participants, lock, submissions),
      chain: Promise.resolve(),
    };
  }
}

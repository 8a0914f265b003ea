import os from 'node:os';
import type { CaseResult, JudgeEngine, JudgeResult } from '@ck/judge';
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/events/event-bus.ts';
import type { SubmissionJudged } from './judge-events.ts';
import { buildJudgeRequest } from './problem-data.ts';
import { judgeProblem, judgeSubmission, judgeTask } from './tables.ts';

export interface Claim {
  taskId: string;
  submissionId: string;
  attemptId: string;
  attempts: number;
}

export interface QueueOptions {
  /** Directory of the problems' test data. */
  dataRoot: string;
  leaseMs?: number;
  pollMs?: number;
  worker?: string;
  /** Hears `judge.submissionJudged` for every stored final result. */
  events?: EventPublisher;
}

const MAX_ATTEMPTS = 3;

/** The claimed task while this attempt still runs it. */
const runningClaim = (claim: Claim) =>
  and(
    eq(judgeTask.id, claim.taskId),
    eq(judgeTask.attemptId, claim.attemptId),
    eq(judgeTask.status, 'running'),
  );

/**
 * The judge queue on the database. Claims use `FOR UPDATE SKIP LOCKED`, so several processes (or
 * machines, on PostgreSQL) can take jobs safely; a claim carries a lease that the worker renews
 * while it judges. A worker that dies leaves its lease to expire and the task is claimed again with a
 * new attempt id; writes from a superseded attempt are ignored, so the record holds one result.
 */
export class JudgeQueue {
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly worker: string;
  private running = 0;
  private loops: Promise<void>[] = [];
  private stopped = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly engine: () => Promise<JudgeEngine>,
    private readonly opts: QueueOptions,
  ) {
    this.leaseMs = opts.leaseMs ?? 60_000;
    this.pollMs = opts.pollMs ?? 1000;
    this.worker = opts.worker ?? `${os.hostname()}:${process.pid}`;
  }

  /** Starts `concurrency` judging loops (idempotent). */
  start(concurrency: number) {
    this.stopped = false;
    while (this.loops.length < concurrency) this.loops.push(this.loop());
  }

  /** Something was queued: wake an idle loop now instead of at the next poll. */
  kick() {
    this.wake?.();
  }

  get busy() {
    return this.running;
  }

  async stop() {
    this.stopped = true;
    this.kick();
    await Promise.all(this.loops);
    this.loops = [];
  }

  private async loop() {
    while (!this.stopped) {
      let claim: Claim | null = null;
      try {
        claim = await this.claim();
        if (claim) {
          this.running++;
          await this.process(claim).finally(() => this.running--);
        }
      } catch {
        // The database went away (shutdown) or a job failed to load: try again after a pause.
      }
      if (!claim && !this.stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  /**
   * Takes a pending task, or one whose lease expired, under a new attempt id. Fair across users: the
   * task whose user has the fewest unfinished tasks ahead of it goes first (oldest first among equals),
   * so one student's burst waits behind the rest of the class instead of in front of it.
   */
  async claim(): Promise<Claim | null> {
    const attemptId = uuidv7();
    const res = await this.db.execute(sql`
      UPDATE judge_task SET status = 'running', attempt_id = ${attemptId}, attempts = attempts + 1,
        worker = ${this.worker}, lease_until = now() + (${this.leaseMs} * interval '1 millisecond')
      WHERE id = (
        SELECT t.id FROM judge_task t JOIN judge_submission s ON s.id = t.submission_id
        WHERE t.status = 'pending' OR (t.status = 'running' AND t.lease_until < now())
        ORDER BY (
          SELECT count(*) FROM judge_task t2 JOIN judge_submission s2 ON s2.id = t2.submission_id
          WHERE t2.status <> 'done' AND s2.user_id = s.user_id AND t2.create_time < t.create_time
        ), t.create_time
        LIMIT 1 FOR UPDATE OF t SKIP LOCKED)
      RETURNING id, submission_id, attempts`);
    const row = (res as unknown as { rows: { id: string; submission_id: string; attempts: number }[] })
      .rows[0];
    return row
      ? { taskId: row.id, submissionId: row.submission_id, attemptId, attempts: Number(row.attempts) }
      : null;
  }

  /** The holder's condition: this attempt still owns the running task. */
  private owns(claim: Claim) {
    return sql`EXISTS (SELECT 1 FROM judge_task WHERE id = ${claim.taskId} AND attempt_id = ${claim.attemptId} AND status = 'running')`;
  }

  async renew(claim: Claim): Promise<boolean> {
    const rows = await this.db
      .update(judgeTask)
      .set({ leaseUntil: sql`now() + (${this.leaseMs} * interval '1 millisecond')` })
      .where(runningClaim(claim))
      .returning({ id: judgeTask.id });
    return rows.length > 0;
  }

  /** Per-case progress, shown live; ignored when the attempt was superseded. */
  async progress(claim: Claim, cases: CaseResult[]) {
    await this.db
      .update(judgeSubmission)
      .set({ status: 'judging', cases })
      .where(and(eq(judgeSubmission.id, claim.submissionId), this.owns(claim)));
  }

  /** Writes the final result once: only the current attempt may, and only while the task is running. */
  async finish(claim: Claim, result: JudgeResult): Promise<boolean> {
    const stored = await this.db.transaction(async (tx) => {
      const done = await tx
        .update(judgeTask)
        .set({ status: 'done', leaseUntil: null })
        .where(runningClaim(claim))
        .returning({ id: judgeTask.id });
      if (done.length === 0) return { written: false as const };
      const [sub] = await tx
        .update(judgeSubmission)
        .set({
          status: 'done',
          verdict: result.verdict,
          score: result.score,
          timeMs: result.timeMs,
          memoryKb: result.memoryKb,
          compileMessage: result.compileMessage || null,
          cases: result.cases,
          judgedAt: new Date(),
        })
        .where(eq(judgeSubmission.id, claim.submissionId))
        .returning({
          problemId: judgeSubmission.problemId,
          userId: judgeSubmission.userId,
          tenantId: judgeSubmission.tenantId,
        });
      if (sub && result.verdict === 'AC') {
        await tx
          .update(judgeProblem)
          .set({ acceptCount: sql`${judgeProblem.acceptCount} + 1` })
          .where(eq(judgeProblem.id, sub.problemId));
      }
      return { written: true as const, sub };
    });
    if (!stored.written) return false;
    // Only the attempt that wrote the result gets here, so each result is announced once; after the
    // commit, so a subscriber that reads the submission finds it judged.
    if (stored.sub && this.opts.events) {
      const event: SubmissionJudged = {
        submissionId: claim.submissionId,
        problemId: stored.sub.problemId,
        userId: stored.sub.userId,
        tenantId: stored.sub.tenantId,
        verdict: result.verdict,
        score: result.score,
      };
      await this.opts.events.publish('judge.submissionJudged', event);
    }
    return true;
  }

  /** Loads the job, judges it while renewing the lease, writes the result. */
  async process(claim: Claim): Promise<boolean> {
    const [sub] = await this.db
      .select()
      .from(judgeSubmission)
      .where(eq(judgeSubmission.id, claim.submissionId));
    const [problem] = sub
      ? await this.db.select().from(judgeProblem).where(eq(judgeProblem.id, sub.problemId))
      : [];
    const systemError = (message: string): JudgeResult => ({
      verdict: 'SE',
      score: 0,
      timeMs: 0,
      memoryKb: 0,
      compileMessage: message,
      cases: [],
    });
    if (!sub || !problem) return this.finish(claim, systemError('提交或题目不存在'));
    if (claim.attempts > MAX_ATTEMPTS) return this.finish(claim, systemError('判题多次中断，请重新提交'));
    const timer = setInterval(
      () => void this.renew(claim).catch(() => undefined),
      Math.max(this.leaseMs / 3, 50),
    );
    try {
      const engine = await this.engine();
      const seen: CaseResult[] = [];
      const result = await engine.judge(buildJudgeRequest(this.opts.dataRoot, problem, sub), async (c) => {
        seen.push(c);
        await this.progress(claim, [...seen]);
      });
      return await this.finish(claim, result);
    } catch (e) {
      return this.finish(claim, systemError(`判题失败：${(e as Error).message}`));
    } finally {
      clearInterval(timer);
    }
  }
}

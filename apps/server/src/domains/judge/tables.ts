import type {
  CheckerType,
  JudgeCaseResult,
  JudgeVerdict,
  ProblemCase,
  ProblemSample,
  ProblemSubtask,
  SubmissionStatus,
} from '@ck/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

// The JSON columns' shapes are the shared contracts the API answers with.
export type { ProblemCase, ProblemSample, ProblemSubtask } from '@ck/shared';
/** Per-case result as stored with the submission (filled in as the cases are judged). */
export type StoredCase = JudgeCaseResult;

/** Problem bank of the judge. Test data lives on disk under DATA_DIR/judge-data/<id>/<dataVersion>/. */
export const judgeProblem = pgTable(
  'judge_problem',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Markdown with images and $LaTeX$; rendered and sanitised by the browser. */
    content: text('content').notNull().default(''),
    samples: jsonb('samples').$type<ProblemSample[]>().notNull().default([]),
    timeLimit: integer('time_limit').notNull().default(1000),
    memoryLimit: integer('memory_limit').notNull().default(256),
    /** Language ids allowed; empty means every language of the judge. */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    /** 1 入门 .. 5 困难. */
    difficulty: integer('difficulty').notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Where the problem comes from: a book, a contest, a web address (FPS `<source>` and `<url>`). */
    source: varchar('source', { length: 500 }),
    /** 0 hidden (back office only), 1 public in the practice area. */
    visible: integer('visible').notNull().default(0),
    checkerType: varchar('checker_type', { length: 16 }).$type<CheckerType>().notNull().default('default'),
    checkerEpsilon: real('checker_epsilon'),
    checkerSource: text('checker_source'),
    cases: jsonb('cases').$type<ProblemCase[]>().notNull().default([]),
    subtasks: jsonb('subtasks').$type<ProblemSubtask[]>(),
    dataVersion: integer('data_version').notNull().default(0),
    referenceLanguage: varchar('reference_language', { length: 32 }),
    referenceCode: text('reference_code'),
    submitCount: integer('submit_count').notNull().default(0),
    acceptCount: integer('accept_count').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('judge_problem_tenant_idx').on(t.tenantId, t.visible)],
);

export const judgeSubmission = pgTable(
  'judge_submission',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    problemId: varchar('problem_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    language: varchar('language', { length: 32 }).notNull(),
    code: text('code').notNull(),
    /** queued, judging, done. */
    status: varchar('status', { length: 16 }).$type<SubmissionStatus>().notNull().default('queued'),
    verdict: varchar('verdict', { length: 8 }).$type<JudgeVerdict>(),
    score: real('score').notNull().default(0),
    timeMs: integer('time_ms'),
    memoryKb: integer('memory_kb'),
    compileMessage: text('compile_message'),
    cases: jsonb('cases').$type<StoredCase[]>().notNull().default([]),
    caseTotal: integer('case_total').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
  },
  (t) => [
    index('judge_submission_user_idx').on(t.tenantId, t.userId, t.createTime),
    index('judge_submission_problem_idx').on(t.problemId, t.createTime),
  ],
);

/**
 * The judge queue. A worker claims a pending task (or one whose lease expired) with a fresh attempt id;
 * only the holder of the current attempt may write results, so a task is never judged twice into the record.
 */
export const judgeTask = pgTable(
  'judge_task',
  {
    id: idColumn(),
    submissionId: varchar('submission_id', { length: 36 }).notNull(),
    /** pending, running, done. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attemptId: varchar('attempt_id', { length: 36 }),
    attempts: integer('attempts').notNull().default(0),
    worker: varchar('worker', { length: 100 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('judge_task_claim_idx').on(t.status, t.createTime).where(sql`status <> 'done'`)],
);

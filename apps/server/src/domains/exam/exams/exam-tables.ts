import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A scheduled exam: a paper, a window, an audience (classes and / or users) and its rules. */
export const teachingExam = pgTable(
  'teaching_exam',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    examName: varchar('exam_name', { length: 100 }).notNull(),
    paperId: varchar('paper_id', { length: 36 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Minutes from a student's start; the attempt also ends at `endTime`. */
    duration: integer('duration').notNull(),
    /** Comma lists of class and user ids. */
    departIds: text('depart_ids').notNull().default(''),
    userIds: text('user_ids').notNull().default(''),
    attempts: integer('attempts').notNull().default(1),
    showScore: integer('show_score').notNull().default(1),
    showAnswer: integer('show_answer').notNull().default(0),
    /** Stored as a hash; never answered. */
    passwordHash: varchar('password_hash', { length: 200 }),
    fullScreen: integer('full_screen').notNull().default(0),
    maxJumpOut: integer('max_jump_out').notNull().default(0),
    cameraInterval: integer('camera_interval').notNull().default(0),
    mobileCamera: integer('mobile_camera').notNull().default(0),
    /** Dict `exam_status`: 0 draft, 1 published. */
    status: integer('status').notNull().default(1),
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('teaching_exam_tenant_time_idx').on(t.tenantId, t.startTime)],
);

/** The questions of one attempt as drawn at its start: order, scores and option order never change after. */
export interface AttemptLayout {
  sections: {
    title: string;
    instruction: string | null;
    questions: { questionId: string; score: number; optionOrder?: string[] }[];
  }[];
}

/** One student's attempt at an exam (user paper record, SPEC.md §3). */
export const teachingUserPaper = pgTable(
  'teaching_user_paper',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    examId: varchar('exam_id', { length: 36 }).notNull(),
    paperId: varchar('paper_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    realname: varchar('realname', { length: 100 }),
    /** The student's class when they started. */
    deptId: varchar('dept_id', { length: 36 }),
    attemptNo: integer('attempt_no').notNull().default(1),
    /** Seed of the random sections and shuffles: a reload draws the same paper. */
    seed: integer('seed').notNull(),
    layout: jsonb('layout').$type<AttemptLayout>().notNull(),
    /** Dict `user_paper_status`: 0 answering, 1 waiting for review, 2 scored. */
    userPaperStatus: integer('user_paper_status').notNull().default(0),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** Minutes a teacher added to this attempt. */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    /** Seconds spent, set at submit. */
    duration: integer('duration'),
    jumpOutTimes: integer('jump_out_times').notNull().default(0),
    lastSaveTime: timestamp('last_save_time', { withTimezone: true }),
    gotScore: real('got_score'),
    totalScore: real('total_score').notNull().default(0),
    grade: varchar('grade', { length: 2 }),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    reviewUserId: varchar('review_user_id', { length: 36 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('teaching_user_paper_attempt_uq').on(t.examId, t.userId, t.attemptNo),
    index('teaching_user_paper_user_idx').on(t.tenantId, t.userId, t.createTime),
    // Not (exam, status): the planner, short of statistics during a start storm, read every open
    // attempt through such an index instead of using the primary key or the attempt index.
    index('teaching_user_paper_exam_idx').on(t.examId),
  ],
);

/** One answer of an attempt; saved over and over while answering, scored at submit or by review. */
export const teachingUserAnswer = pgTable(
  'teaching_user_answer',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userPaperId: varchar('user_paper_id', { length: 36 }).notNull(),
    questionId: varchar('question_id', { length: 36 }).notNull(),
    answer: text('answer'),
    /** Programming answers: the language; the judge submission that scored it. */
    language: varchar('language', { length: 32 }),
    submissionId: varchar('submission_id', { length: 36 }),
    score: real('score'),
    comment: text('comment'),
    reviewUserId: varchar('review_user_id', { length: 36 }),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
    /** The first save: the item statistics estimate the time spent on each question from it. */
    firstSaveTime: timestamp('first_save_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('teaching_user_answer_uq').on(t.userPaperId, t.questionId)],
);

/**
 * What happened during an attempt: jump-outs, webcam / phone snapshots (`fileKey`, private files),
 * a teacher's extension or forced submit (who and why).
 */
export const teachingExamEvent = pgTable(
  'teaching_exam_event',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userPaperId: varchar('user_paper_id', { length: 36 }).notNull(),
    /** jump_out, snapshot, mobile_snapshot, extend, force_submit, auto_submit. */
    eventType: varchar('event_type', { length: 32 }).notNull(),
    fileKey: varchar('file_key', { length: 500 }),
    detail: text('detail'),
    operator: varchar('operator', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teaching_exam_event_paper_idx').on(t.userPaperId, t.createTime)],
);

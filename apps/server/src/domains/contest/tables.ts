import type { ContestRuleType } from '@ck/shared';
import { sql } from 'drizzle-orm';
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
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

/** A contest: its pages, rule, windows, freeze and award lines. */
export const teachingContest = pgTable(
  'teaching_contest',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestName: varchar('contest_name', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 500 }),
    /** Sanitised HTML: the contest's home page. */
    intro: text('intro').notNull().default(''),
    /** Sanitised HTML: the rules page. */
    rules: text('rules').notNull().default(''),
    ruleType: varchar('rule_type', { length: 8 }).$type<ContestRuleType>().notNull(),
    registerStart: timestamp('register_start', { withTimezone: true }),
    registerEnd: timestamp('register_end', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Minutes from a contestant's own start (windowed contests); null: everyone runs start to end. */
    duration: integer('duration'),
    /** Freeze time: from here on contestants and visitors see pending cells. */
    lockTime: timestamp('lock_time', { withTimezone: true }),
    /** Set when the jury publishes the final board; before that a frozen board stays frozen after the end. */
    unfrozenAt: timestamp('unfrozen_at', { withTimezone: true }),
    /** 1 anyone signed in may register; 0 only with a verification code. */
    isPublic: integer('is_public').notNull().default(1),
    /** 1 a practice contest (caseRace): open to every signed-in user without registering. */
    isPractice: integer('is_practice').notNull().default(0),
    /** Dict `contest_board_visibility`: 0 jury only, 1 during and after, 2 after the end only. */
    boardVisibility: integer('board_visibility').notNull().default(1),
    /** Awards by `ratio` (share of ranked contestants, in %) or by `score` line (paper, OI, IOI). */
    awardMode: varchar('award_mode', { length: 8 }).notNull().default('ratio'),
    awardFirst: real('award_first'),
    awardSecond: real('award_second'),
    awardThird: real('award_third'),
    /** School ranking: `sum` or `avg` of the top `schoolTopN` contestants of a school. */
    schoolRankMode: varchar('school_rank_mode', { length: 8 }).notNull().default('sum'),
    schoolTopN: integer('school_top_n').notNull().default(3),
    /** Dict `contest_status`: 0 draft (jury only), 1 published. */
    status: integer('status').notNull().default(1),
    ...auditColumns(),
  },
  (t) => [index('teaching_contest_tenant_time_idx').on(t.tenantId, t.startTime)],
);

/** A contest group (e.g. primary / junior / senior): a problem set in order, or a paper. */
export const teachingContestClass = pgTable(
  'teaching_contest_class',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    className: varchar('class_name', { length: 100 }).notNull(),
    description: text('description'),
    /** Judge problem ids in board order (ACM / OI / IOI groups). */
    problemIds: jsonb('problem_ids').$type<string[]>().notNull().default([]),
    /** The paper of a paper-rule group; taken through the online exam engine (`examId`). */
    paperId: varchar('paper_id', { length: 36 }),
    examId: varchar('exam_id', { length: 36 }),
    sortNo: integer('sort_no').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('teaching_contest_class_contest_idx').on(t.contestId)],
);

/** A participating school of a contest, optionally a school of the department tree. */
export const teachingContestSchool = pgTable(
  'teaching_contest_school',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    schoolName: varchar('school_name', { length: 100 }).notNull(),
    /** The school (`orgCategory` 1/2) in the department tree, when it is one of ours. */
    departId: varchar('depart_id', { length: 36 }),
    region: varchar('region', { length: 100 }),
    contact: varchar('contact', { length: 50 }),
    phone: varchar('phone', { length: 20 }),
    sortNo: integer('sort_no').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('teaching_contest_school_contest_idx').on(t.contestId)],
);

/** A team of a contest: members are participants of the same group, with a coach. */
export const teachingTeam = pgTable(
  'teaching_team',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    groupId: varchar('group_id', { length: 36 }),
    teamName: varchar('team_name', { length: 100 }).notNull(),
    schoolId: varchar('school_id', { length: 36 }),
    coachName: varchar('coach_name', { length: 50 }),
    coachPhone: varchar('coach_phone', { length: 20 }),
    memberIds: jsonb('member_ids').$type<string[]>().notNull().default([]),
    ...auditColumns(),
  },
  (t) => [index('teaching_team_contest_idx').on(t.contestId)],
);

/**
 * A participant of a contest (`userOtherInfo`): who, in which group and school, and the contact the
 * organiser needs. One row per user and contest; the history page lists a user's rows across contests.
 */
export const teachingUserOtherInfo = pgTable(
  'teaching_user_other_info',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    groupId: varchar('group_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    realname: varchar('realname', { length: 100 }).notNull(),
    schoolId: varchar('school_id', { length: 36 }),
    schoolName: varchar('school_name', { length: 100 }),
    grade: varchar('grade', { length: 20 }),
    guardianPhone: varchar('guardian_phone', { length: 20 }),
    teamId: varchar('team_id', { length: 36 }),
    /** How they joined: `register`, `code`, `import`. */
    source: varchar('source', { length: 10 }).notNull().default('register'),
    /** A windowed contest's personal start (first entry into the arena). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('teaching_user_other_info_uq').on(t.contestId, t.userId).where(sql`del_flag = 0`),
    index('teaching_user_other_info_user_idx').on(t.tenantId, t.userId),
    index('teaching_user_other_info_group_idx').on(t.groupId),
  ],
);

/** Verification codes: each registers one participant into one group, once. */
export const teachingContestCode = pgTable(
  'teaching_contest_code',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    groupId: varchar('group_id', { length: 36 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    usedBy: varchar('used_by', { length: 36 }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_contest_code_uq').on(t.code),
    index('teaching_contest_code_contest_idx').on(t.contestId, t.groupId),
  ],
);

/**
 * A contest submission: the judge's submission seen by the contest, with the verdict copied in when the
 * judge stores it, so the board is computed from this table alone.
 */
export const teachingContestSubmission = pgTable(
  'teaching_contest_submission',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    groupId: varchar('group_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    problemId: varchar('problem_id', { length: 36 }).notNull(),
    /** The judge's submission. */
    submissionId: varchar('submission_id', { length: 36 }).notNull(),
    language: varchar('language', { length: 32 }).notNull(),
    /** null while queued or judging. */
    verdict: varchar('verdict', { length: 8 }),
    /** 0 to 100 once judged. */
    score: real('score'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_contest_submission_uq').on(t.submissionId),
    index('teaching_contest_submission_board_idx').on(t.contestId, t.groupId, t.createTime),
    index('teaching_contest_submission_user_idx').on(t.contestId, t.userId, t.createTime),
  ],
);

/** A question from a contestant, or an announcement of the jury (`userId` null); answered to one or all. */
export const teachingContestClarification = pgTable(
  'teaching_contest_clarification',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    contestId: varchar('contest_id', { length: 36 }).notNull(),
    groupId: varchar('group_id', { length: 36 }),
    problemId: varchar('problem_id', { length: 36 }),
    userId: varchar('user_id', { length: 36 }),
    question: text('question').notNull().default(''),
    answer: text('answer'),
    answeredBy: varchar('answered_by', { length: 64 }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** 1 everyone of the contest (or of `groupId`) sees it; 0 only the asker. */
    isPublic: integer('is_public').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teaching_contest_clarification_idx').on(t.contestId, t.createTime)],
);

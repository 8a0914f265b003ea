import type { AssessmentDimension, AssessmentQuestion, AssessmentScore, ScoreBand } from '@ck/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../db/schema/columns.ts';

/**
 * An ability assessment (测评, `TestPowerList`): its questions with answers and dimension weights, and
 * the score bands with the text and courses a parent gets. Questions taken from the question bank are
 * copied in, so editing the bank never changes an assessment children have taken.
 */
export const teachingTestPower = pgTable(
  'teaching_test_power',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    cover: varchar('cover', { length: 1000 }),
    intro: text('intro'),
    ageMin: integer('age_min').notNull(),
    ageMax: integer('age_max').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    dimensions: jsonb('dimensions').$type<AssessmentDimension[]>().notNull(),
    questions: jsonb('questions').$type<AssessmentQuestion[]>().notNull(),
    bands: jsonb('bands').$type<ScoreBand[]>().notNull(),
    /** `TEST_POWER_STATUSES` key. */
    status: varchar('status', { length: 2 }).notNull().default('0'),
    sortNo: integer('sort_no').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('teaching_test_power_tenant_idx').on(t.tenantId, t.status, t.sortNo)],
);

/**
 * One child's attempt at an assessment and, once submitted, its report (测评报告, `ReportList`): the
 * organisation's lead. `childKey` makes one attempt per child and assessment (the user id when signed
 * in, else the guardian's phone and the child's name); a reset deletes the row. `attemptHash` is the
 * SHA-256 of the holder's attempt token; `shareToken` is the report link's secret, null when revoked.
 */
export const teachingReport = pgTable(
  'teaching_report',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    testPowerId: varchar('test_power_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }),
    childKey: varchar('child_key', { length: 120 }).notNull(),
    childName: varchar('child_name', { length: 20 }).notNull(),
    childAge: integer('child_age').notNull(),
    guardianName: varchar('guardian_name', { length: 20 }),
    guardianPhone: varchar('guardian_phone', { length: 20 }),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    cityId: varchar('city_id', { length: 36 }),
    attemptHash: varchar('attempt_hash', { length: 64 }).notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    answerSeq: integer('answer_seq').notNull().default(0),
    /** `REPORT_STATUSES` key. */
    status: varchar('status', { length: 2 }).notNull().default('0'),
    score: jsonb('score').$type<AssessmentScore>(),
    totalScore: integer('total_score'),
    maxScore: integer('max_score'),
    bandTitle: varchar('band_title', { length: 20 }),
    shareToken: varchar('share_token', { length: 64 }),
    /** `FOLLOW_STATUSES` key. */
    followStatus: varchar('follow_status', { length: 2 }).notNull().default('0'),
    followNote: varchar('follow_note', { length: 500 }),
    followBy: varchar('follow_by', { length: 64 }),
    followTime: timestamp('follow_time', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    submitTime: timestamp('submit_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('teaching_report_child_uq')
      .on(t.tenantId, t.testPowerId, t.childKey)
      .where(sql`del_flag = 0`),
    uniqueIndex('teaching_report_share_uq').on(t.shareToken),
    uniqueIndex('teaching_report_attempt_uq').on(t.attemptHash),
    index('teaching_report_list_idx').on(t.tenantId, t.createTime),
  ],
);

/** Who read an article on which day (Asia/Shanghai): the article's `views` grows once per row. */
export const teachingXcxArticleView = pgTable(
  'teaching_xcx_article_view',
  {
    articleId: varchar('article_id', { length: 36 }).notNull(),
    /** SHA-256 of the user id, or of the visitor's address and browser. */
    visitorKey: varchar('visitor_key', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('teaching_xcx_article_view_uq').on(t.articleId, t.day, t.visitorKey)],
);

import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A star or a collect of a work by a user: one of each per user and work. */
export const teachingWorkStar = pgTable(
  'teaching_work_star',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    workId: varchar('work_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    /** 'star' or 'collect'. */
    kind: varchar('kind', { length: 8 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_work_star_uq').on(t.workId, t.userId, t.kind),
    index('teaching_work_star_user_idx').on(t.userId, t.kind),
  ],
);

/** A public comment on a work; teachers hide it, readers report it. */
export const teachingWorkComment = pgTable(
  'teaching_work_comment',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    workId: varchar('work_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    /** Plain text; the page renders it as text. */
    comment: text('comment').notNull(),
    /** 0 shown, 1 hidden by a teacher. */
    status: integer('status').notNull().default(0),
    reportNum: integer('report_num').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teaching_work_comment_work_idx').on(t.workId, t.createTime)],
);

/** A report of a comment: one per reader and comment. */
export const teachingWorkCommentReport = pgTable(
  'teaching_work_comment_report',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    commentId: varchar('comment_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    reason: varchar('reason', { length: 200 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teaching_work_comment_report_uq').on(t.commentId, t.userId)],
);

/** A label a teacher puts on a work (`setWorkTag`), e.g. "创意奖". */
export const teachingWorkTag = pgTable(
  'teaching_work_tag',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    workId: varchar('work_id', { length: 36 }).notNull(),
    tagName: varchar('tag_name', { length: 20 }).notNull(),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teaching_work_tag_uq').on(t.workId, t.tagName)],
);

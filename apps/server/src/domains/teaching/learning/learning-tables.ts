import { index, integer, pgTable, real, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** One learner's progress in one unit: viewed, video resume position, homework state and score. */
export const teachingUnitProgress = pgTable(
  'teaching_unit_progress',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    courseId: varchar('course_id', { length: 36 }).notNull(),
    unitId: varchar('unit_id', { length: 36 }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
    firstViewTime: timestamp('first_view_time', { withTimezone: true }),
    lastViewTime: timestamp('last_view_time', { withTimezone: true }),
    /** Seconds into the unit video where the learner stopped. */
    videoPosition: real('video_position').notNull().default(0),
    /** 0 not submitted, 1 submitted, 2 graded. */
    homeworkState: integer('homework_state').notNull().default(0),
    /** Grade of the homework (0..100) once graded. */
    score: integer('score'),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_unit_progress_uq').on(t.userId, t.unitId),
    index('teaching_unit_progress_course_idx').on(t.courseId, t.userId),
  ],
);

/** Every opening of a unit, for the day / month / class learning reports. */
export const teachingUnitViewLog = pgTable(
  'teaching_unit_view_log',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    courseId: varchar('course_id', { length: 36 }).notNull(),
    unitId: varchar('unit_id', { length: 36 }).notNull(),
    viewTime: timestamp('view_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teaching_unit_view_log_time_idx').on(t.tenantId, t.viewTime)],
);

/**
 * A course granted to one learner, e.g. bought in the shop: they learn it like a course opened to
 * their class, from the grant on. `orderId` names the order that granted it (a refund takes it back).
 */
export const teachingCourseUser = pgTable(
  'teaching_course_user',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    courseId: varchar('course_id', { length: 36 }).notNull(),
    orderId: varchar('order_id', { length: 36 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_course_user_uq').on(t.userId, t.courseId),
    index('teaching_course_user_order_idx').on(t.orderId),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * A work (REFERENCE.md §5): a Scratch project, Python or C++ program or file a learner made, with its
 * cover, state and counters. Counters and state are only changed by the server's own services.
 */
export const teachingWork = pgTable(
  'teaching_work',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    workName: varchar('work_name', { length: 100 }).notNull(),
    /** Dict `work_type`: 0 file, 1 Scratch2, 2 Scratch3, 3 ScratchJr, 4 Python, 5 C++, 10 Blockly. */
    workType: integer('work_type').notNull(),
    /** Dict `work_scene`: create, course, additional, exam. */
    workScene: varchar('work_scene', { length: 16 }).notNull().default('create'),
    /** Dict `work_status`: 0 saved, 1 submitted, 2 graded, 3 on home page, 4 featured. */
    workStatus: integer('work_status').notNull().default(0),
    /** Storage path of the current file (`.sb3`, `.py`, `.cpp` or any file). */
    workFile: varchar('work_file', { length: 500 }),
    workCover: varchar('work_cover', { length: 500 }),
    /** The class the work was handed in for (homework scenes). */
    departId: varchar('depart_id', { length: 36 }),
    courseId: varchar('course_id', { length: 36 }),
    unitId: varchar('unit_id', { length: 36 }),
    additionalId: varchar('additional_id', { length: 36 }),
    /** The work this one was remixed from (改编). */
    originId: varchar('origin_id', { length: 36 }),
    hasCloudData: integer('has_cloud_data').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    starNum: integer('star_num').notNull().default(0),
    collectNum: integer('collect_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    /** Last time the file was saved; the gallery's "newest" order. */
    saveTime: timestamp('save_time', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
  },
  (t) => [
    index('teaching_work_user_idx').on(t.userId, t.saveTime),
    index('teaching_work_gallery_idx').on(t.tenantId, t.workStatus, t.saveTime),
    // The gallery's "most starred" and "most viewed" orders read each public state by these.
    index('teaching_work_gallery_star_idx').on(t.tenantId, t.workStatus, t.starNum),
    index('teaching_work_gallery_view_idx').on(t.tenantId, t.workStatus, t.viewNum),
    index('teaching_work_unit_idx').on(t.unitId, t.departId),
    index('teaching_work_additional_idx').on(t.additionalId),
  ],
);

/** An earlier file of a work; the newest WORK_VERSION_LIMIT are kept. */
export const teachingWorkVersion = pgTable(
  'teaching_work_version',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    workId: varchar('work_id', { length: 36 }).notNull(),
    versionNo: integer('version_no').notNull(),
    workFile: varchar('work_file', { length: 500 }).notNull(),
    workCover: varchar('work_cover', { length: 500 }),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teaching_work_version_uq').on(t.workId, t.versionNo)],
);

/** A teacher's grading of a work: one live row per work (REFERENCE.md §5). */
export const teachingWorkCorrect = pgTable(
  'teaching_work_correct',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    workId: varchar('work_id', { length: 36 }).notNull(),
    /** 0..100; star grading stores stars x 20. */
    score: integer('score').notNull(),
    comment: text('comment'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('teaching_work_correct_uq').on(t.workId).where(sql`del_flag = 0`)],
);

import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** Extra homework (额外作业): set by a teacher for some classes, outside any course unit. */
export const teachingAdditionalWork = pgTable(
  'teaching_additional_work',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    workName: varchar('work_name', { length: 100 }).notNull(),
    workDesc: text('work_desc'),
    /** Dict `course_work_type`: 0 file, 2 Scratch, 4 Python, 5 C++. */
    codeType: integer('code_type').notNull().default(2),
    workCover: varchar('work_cover', { length: 500 }),
    /** Starter file the editor opens. */
    workUrl: varchar('work_url', { length: 500 }),
    /** Instructions document (PDF shown in the page, others downloaded). */
    workDocumentUrl: varchar('work_document_url', { length: 500 }),
    /** A judge problem whose tests "判题" runs the learner's code against (Python / C++ homework). */
    problemId: varchar('problem_id', { length: 36 }),
    /** Comma-separated ids of the classes it is set for. */
    workDept: text('work_dept'),
    /** Dict `additional_work_status`: 0 draft, 1 published, 2 closed. */
    status: integer('status').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('teaching_additional_work_tenant_idx').on(t.tenantId, t.status)],
);

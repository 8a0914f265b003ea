import type { PaperRule } from '@ck/shared';
import { index, integer, jsonb, pgTable, real, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A paper: its sections and questions live in the two tables below. Same ownership as questions. */
export const teachingPaper = pgTable(
  'teaching_paper',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    deptId: varchar('dept_id', { length: 36 }),
    classificationId: varchar('classification_id', { length: 36 }),
    paperName: varchar('paper_name', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 500 }),
    intro: text('intro'),
    /** Computed on every save from the sections (fixed scores; random count × score). */
    totalScore: real('total_score').notNull().default(0),
    passScore: real('pass_score'),
    /** Suggested duration, minutes. */
    duration: integer('duration').notNull().default(60),
    shuffleQuestions: integer('shuffle_questions').notNull().default(0),
    shuffleOptions: integer('shuffle_options').notNull().default(0),
    /** Dict `paper_status`: 0 draft, 1 published. */
    status: integer('status').notNull().default(1),
    /** 1: offered in the shared library that schools and tenants pull from. */
    shared: integer('shared').notNull().default(0),
    originId: varchar('origin_id', { length: 36 }),
    /**
     * Comma-separated ids of the schools a bank paper (deptId null) is given to; empty means every
     * school of the tenant sees it.
     */
    departIds: text('depart_ids'),
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('teaching_paper_tenant_idx').on(t.tenantId, t.classificationId)],
);

/** A section (大题) of a paper, in `sortNo` order: fixed questions below, or a random rule. */
export const teachingPaperSection = pgTable(
  'teaching_paper_section',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    paperId: varchar('paper_id', { length: 36 }).notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    title: varchar('title', { length: 100 }).notNull(),
    instruction: text('instruction'),
    rule: jsonb('rule').$type<PaperRule>(),
  },
  (t) => [index('teaching_paper_section_paper_idx').on(t.paperId, t.sortNo)],
);

/** A fixed question of a section with its score in this paper. */
export const teachingPaperQuestion = pgTable(
  'teaching_paper_question',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    paperId: varchar('paper_id', { length: 36 }).notNull(),
    sectionId: varchar('section_id', { length: 36 }).notNull(),
    questionId: varchar('question_id', { length: 36 }).notNull(),
    score: real('score').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [
    index('teaching_paper_question_paper_idx').on(t.paperId, t.sectionId, t.sortNo),
    // "Which papers hold this question" (batch delete refusal).
    index('teaching_paper_question_question_idx').on(t.questionId),
  ],
);

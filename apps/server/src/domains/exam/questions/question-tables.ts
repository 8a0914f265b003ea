import type { QuestionOption } from '@ck/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * The question bank. A row belongs to a tenant and, when `deptId` is set, to one school of it; rows
 * without a school are the tenant's shared bank every teacher of the tenant sees.
 */
export const teachingQuestion = pgTable(
  'teaching_question',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** The school (organisation, orgCategory 1) owning it; null for the tenant's shared bank. */
    deptId: varchar('dept_id', { length: 36 }),
    classificationId: varchar('classification_id', { length: 36 }),
    /** Dict `question_type`: 1 single, 2 multiple, 3 true/false, 4 blanks, 5 short answer, 6 programming, 7 practical. */
    questionType: integer('question_type').notNull(),
    /** Sanitised rich text. */
    questionContent: text('question_content').notNull(),
    options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
    /** See the contract: "A", "A,C", "1"/"0", JSON array of accepted answers per blank, free text. */
    answer: text('answer'),
    analysis: text('analysis'),
    score: real('score').notNull().default(2),
    difficulty: integer('difficulty').notNull().default(1),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    source: varchar('source', { length: 100 }),
    /** Dict `question_status`: 0 disabled (not picked or drawn), 1 enabled. */
    status: integer('status').notNull().default(1),
    /** Programming: the judge problem. */
    problemId: varchar('problem_id', { length: 36 }),
    /** Fill-in-the-blank rules. */
    caseSensitive: integer('case_sensitive').notNull().default(0),
    trimSpace: integer('trim_space').notNull().default(1),
    /** Practical task: `scratch` or `python`, and the teacher's rubric. */
    practiceEditor: varchar('practice_editor', { length: 16 }),
    rubric: text('rubric'),
    /** The question this one was copied from (clone, push, pull). */
    originId: varchar('origin_id', { length: 36 }),
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [
    // The bank's filters and random drawing: tenant, classification, type, difficulty among live rows.
    index('teaching_question_pick_idx')
      .on(t.tenantId, t.classificationId, t.questionType, t.difficulty)
      .where(sql`del_flag = 0`),
    index('teaching_question_tenant_time_idx').on(t.tenantId, t.createTime).where(sql`del_flag = 0`),
    // Random drawing reads only this index: the pool of one rule, in id order, without the table.
    index('teaching_question_draw_idx')
      .on(t.tenantId, t.questionType, t.classificationId, t.difficulty, t.deptId, t.id)
      .where(sql`del_flag = 0 and status = 1`),
    // Stem keyword search (contains): the stem's distinct characters and character pairs. Trigrams
    // cannot serve the two-character Chinese words teachers search for. `ck_text_grams` is created by
    // the migration that adds this index.
    index('teaching_question_grams_idx')
      .using('gin', sql`ck_text_grams(${t.questionContent})`)
      .where(sql`del_flag = 0`),
  ],
);

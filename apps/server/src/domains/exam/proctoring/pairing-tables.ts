import { index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/**
 * A phone paired to an attempt for side-camera snapshots. Only the SHA-256 of the code is kept. An
 * unused code expires at `expiresAt`; once a phone has opened it (`pairedTime`), it lasts as long as the
 * attempt is being answered. A new code for the attempt replaces the old one.
 */
export const teachingExamPairing = pgTable(
  'teaching_exam_pairing',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userPaperId: varchar('user_paper_id', { length: 36 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    pairedTime: timestamp('paired_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teaching_exam_pairing_code_uq').on(t.codeHash),
    index('teaching_exam_pairing_paper_idx').on(t.userPaperId),
  ],
);

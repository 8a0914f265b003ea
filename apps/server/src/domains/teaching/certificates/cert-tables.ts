import type { CertField, CertLayout } from '@ck/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A certificate design: a background image and positioned fields; `courseId` set: issued on completing it. */
export const teachingCertTemplate = pgTable(
  'teaching_cert_template',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    background: varchar('background', { length: 500 }),
    width: integer('width').notNull().default(1123),
    height: integer('height').notNull().default(794),
    fields: jsonb('fields').$type<CertField[]>().notNull().default(sql`'[]'::jsonb`),
    courseId: varchar('course_id', { length: 36 }),
    orgName: varchar('org_name', { length: 100 }),
    ...auditColumns(),
  },
  (t) => [index('teaching_cert_template_course_idx').on(t.tenantId, t.courseId)],
);

/**
 * An issued certificate. The printed values and the layout are copied at issue time, so renaming the
 * learner or the course, or editing the template, never changes a certificate already given.
 */
export const teachingCert = pgTable(
  'teaching_cert',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** Public and unguessable: `CK` + year + 8 random base32 characters. */
    serialNo: varchar('serial_no', { length: 32 }).notNull(),
    templateId: varchar('template_id', { length: 36 }).notNull(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    /** '' when issued without a course. */
    courseId: varchar('course_id', { length: 36 }).notNull().default(''),
    certName: varchar('cert_name', { length: 100 }).notNull(),
    holderName: varchar('holder_name', { length: 100 }).notNull(),
    courseName: varchar('course_name', { length: 100 }).notNull().default(''),
    /** `YYYY-MM-DD`. */
    issueDate: varchar('issue_date', { length: 10 }).notNull(),
    orgName: varchar('org_name', { length: 100 }).notNull().default(''),
    layout: jsonb('layout').$type<CertLayout>().notNull(),
    /** 1 by hand, 2 on completing the course. */
    source: integer('source').notNull().default(1),
    revoked: integer('revoked').notNull().default(0),
    revokeTime: timestamp('revoke_time', { withTimezone: true }),
    revokeBy: varchar('revoke_by', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('teaching_cert_serial_uq').on(t.serialNo),
    // One valid certificate per learner, template and course; a revoked one may be issued again.
    uniqueIndex('teaching_cert_holder_uq')
      .on(t.userId, t.templateId, t.courseId)
      .where(sql`del_flag = 0 and revoked = 0`),
    index('teaching_cert_tenant_time_idx').on(t.tenantId, t.createTime),
  ],
);

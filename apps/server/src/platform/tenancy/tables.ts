import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../db/schema/columns.ts';

/**
 * A school or training organisation (租户). Every tenant-owned row carries its id. Quotas of 0 mean
 * no limit; brand fields, when set, override the site's for the tenant's signed-in users.
 */
export const sysTenant = pgTable('sys_tenant', {
  id: idColumn(),
  name: varchar('name', { length: 100 }).notNull(),
  status: integer('status').notNull().default(1),
  logo: varchar('logo', { length: 500 }),
  contactName: varchar('contact_name', { length: 50 }),
  contactPhone: varchar('contact_phone', { length: 20 }),
  /** After this moment its users may sign in only to read the expiry notice; null never expires. */
  expireTime: timestamp('expire_time', { withTimezone: true }),
  maxStudents: integer('max_students').notNull().default(0),
  maxTeachers: integer('max_teachers').notNull().default(0),
  maxStorageMb: integer('max_storage_mb').notNull().default(0),
  brandName: varchar('brand_name', { length: 100 }),
  brandLogo: varchar('brand_logo', { length: 500 }),
  brandColor: varchar('brand_color', { length: 20 }),
  remark: varchar('remark', { length: 500 }),
  ...auditColumns(),
});

/** A course or paper of the platform licensed to a tenant (`kind` is `course` or `paper`). */
export const sysTenantLicense = pgTable(
  'sys_tenant_license',
  {
    id: idColumn(),
    tenantId: varchar('tenant_id', { length: 36 }).notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    refId: varchar('ref_id', { length: 36 }).notNull(),
    createBy: varchar('create_by', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_tenant_license_uq').on(t.tenantId, t.kind, t.refId)],
);

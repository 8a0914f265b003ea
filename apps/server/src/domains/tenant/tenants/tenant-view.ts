import type { TenantView } from '@ck/shared';
import { formatDateTime } from '../../../platform/http/dates.ts';
import type { sysTenant } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';

export type TenantRow = typeof sysTenant.$inferSelect;

export interface TenantUsage {
  studentCount: number;
  teacherCount: number;
  storageUsedMb: number;
}

export const NO_USAGE: TenantUsage = { studentCount: 0, teacherCount: 0, storageUsedMb: 0 };

/** A tenant row as the API names its fields (`zuhuName` ...), with its usage. */
export function tenantJson(row: TenantRow, usage: TenantUsage, now = new Date()): TenantView {
  return {
    id: row.id,
    zuhuName: row.name,
    logo: row.logo,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    expireTime: formatDateTime(row.expireTime),
    maxStudents: row.maxStudents,
    maxTeachers: row.maxTeachers,
    maxStorageMb: row.maxStorageMb,
    ...usage,
    brandName: row.brandName,
    brandLogo: row.brandLogo,
    brandColor: row.brandColor,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
    expired: !!row.expireTime && row.expireTime.getTime() <= now.getTime(),
    platform: row.id === DEFAULT_TENANT_ID,
  };
}

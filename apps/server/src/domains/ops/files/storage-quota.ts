import { and, eq, sum } from 'drizzle-orm';
import type { AppConfig } from '../../../config/env.ts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { tenantLimits } from '../../../platform/tenancy/tenant-state.ts';
import { sysFile } from '../tables.ts';

const MB = 1024 * 1024;
/** Role levels of the seeded roles: administrators 100, teachers 50, students 10. */
const ADMIN_LEVEL = 100;
const TEACHER_LEVEL = 50;

/** Who is storing a file: their tenant, account and highest role level. */
export interface StorageOwner {
  tenantId: string;
  userId: string;
  level: number;
}

/** Below the teacher level: a student's account (smaller quota, uploads private outside the avatar). */
export const isStudentLevel = (level: number) => level < TEACHER_LEVEL;

const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Bytes of a tenant's live stored files. */
export async function storageUsedBytes(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(sysFile.size) })
    .from(sysFile)
    .where(liveScope(sysFile, tenantId));
  return Number(row?.bytes ?? 0);
}

/** Bytes of one account's live stored files. */
export async function ownerUsedBytes(db: Db, owner: StorageOwner): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(sysFile.size) })
    .from(sysFile)
    .where(and(liveScope(sysFile, owner.tenantId), eq(sysFile.ownerId, owner.userId)));
  return Number(row?.bytes ?? 0);
}

/** The account's own limit in MB by its highest role (0: none; administrators have none). */
export function ownerQuotaMb(quota: AppConfig['upload']['quotaMb'], level: number): number {
  if (level >= ADMIN_LEVEL) return 0;
  return isStudentLevel(level) ? quota.student : quota.teacher;
}

/**
 * Refuses storing `bytes` more when that would pass the account's quota for its role or the tenant's
 * storage quota (either 0: no limit).
 */
export async function assertStorageRoom(
  db: Db,
  owner: StorageOwner,
  bytes: number,
  quota: AppConfig['upload']['quotaMb'],
) {
  const ownMb = ownerQuotaMb(quota, owner.level);
  if (ownMb) {
    const used = await ownerUsedBytes(db, owner);
    if (used + bytes > ownMb * MB)
      throw new AppError(
        413,
        `个人存储空间不足：上限 ${ownMb}MB，已用 ${mb(used)}MB，请删除不用的文件或作品后再上传`,
      );
  }
  const { maxStorageMb } = await tenantLimits(db, owner.tenantId);
  if (!maxStorageMb) return;
  const used = await storageUsedBytes(db, owner.tenantId);
  if (used + bytes <= maxStorageMb * MB) return;
  throw new AppError(
    413,
    `机构存储空间不足：上限 ${maxStorageMb}MB，已用 ${mb(used)}MB，请清理文件或联系平台管理员扩容`,
  );
}

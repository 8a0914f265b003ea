import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { tenantLimits } from '../../../platform/tenancy/tenant-state.ts';
import { sysFile } from '../tables.ts';

const MB = 1024 * 1024;

/** Bytes of a tenant's live stored files. */
export async function storageUsedBytes(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(sysFile.size) })
    .from(sysFile)
    .where(and(tenantScope(sysFile, tenantId), eq(sysFile.delFlag, 0)));
  return Number(row?.bytes ?? 0);
}

/** Refuses an upload of `bytes` that would pass the tenant's storage quota (0: no limit). */
export async function assertStorageRoom(db: Db, tenantId: string, bytes: number) {
  const { maxStorageMb } = await tenantLimits(db, tenantId);
  if (!maxStorageMb) return;
  const used = await storageUsedBytes(db, tenantId);
  if (used + bytes <= maxStorageMb * MB) return;
  const usedMb = Math.round((used / MB) * 10) / 10;
  throw new AppError(
    413,
    `机构存储空间不足：上限 ${maxStorageMb}MB，已用 ${usedMb}MB，请清理文件或联系平台管理员扩容`,
  );
}

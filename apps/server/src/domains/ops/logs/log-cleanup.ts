import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { logTenantScope } from './log-service.ts';

/** Deletes the given log rows of the tenant for good; when one of them is missing, none. */
export async function deleteLogs(db: Db, tenantId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: sysLog.id })
      .from(sysLog)
      .where(and(logTenantScope(tenantId), inArray(sysLog.id, unique)));
    if (found.length !== unique.length) throw notFound('日志不存在');
    await tx.delete(sysLog).where(and(logTenantScope(tenantId), inArray(sysLog.id, unique)));
  });
}

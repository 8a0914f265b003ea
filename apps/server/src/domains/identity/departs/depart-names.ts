import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { namesById } from '../../../db/names-by-id.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../tables.ts';

/**
 * Names of the tenant's departments by id. Deleted ones are named too unless `liveOnly`: a record
 * keeps naming the classes it was made for.
 */
export function departNames(db: Db, tenant: string | { tenantId: string }, ids: string[], liveOnly = false) {
  const scope = tenantScope(sysDepart, tenant);
  return namesById(
    db,
    sysDepart,
    { id: sysDepart.id, name: sysDepart.departName },
    liveOnly ? and(scope, eq(sysDepart.delFlag, 0)) : scope,
    ids,
  );
}

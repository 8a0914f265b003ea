import { PERMS } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { LOG_OPERATE } from '../../../platform/audit/audit-log.ts';
import { sysLog } from '../../../platform/audit/tables.ts';

/**
 * An order change no administrator's request stands behind (a provider's notification, the sweep, a
 * buyer's cancel that found the order paid), in the tenant's operation log. A failure to log is
 * reported, never undoes the change.
 */
export async function auditOrder(
  db: Db,
  order: { tenantId: string; orderNo: string },
  content: string,
  by: string,
): Promise<void> {
  await db.insert(sysLog).values({
    id: uuidv7(),
    tenantId: order.tenantId,
    logType: LOG_OPERATE,
    operateType: PERMS.order.refund,
    username: by.slice(0, 64),
    content: `订单 ${order.orderNo}：${content}`,
  });
}

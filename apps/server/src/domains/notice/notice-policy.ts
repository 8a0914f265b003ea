import { and, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { liveScope } from '../../platform/tenancy/tenancy.ts';
import { sysAnnouncement as a } from './tables.ts';

/** The user an announcement is shown to. */
export interface Reader {
  tenantId: string;
  userId: string;
}

/** True when `userId` is in the announcement's comma list of recipients (whole ids only). */
export const isRecipient = (userId: string): SQL =>
  sql`position(${`,${userId},`} in (',' || coalesce(${a.userIds}, '') || ',')) > 0`;

/**
 * What a user may see: live announcements of their tenant, published, inside their start/end window,
 * addressed to everybody or to them by name. A USER announcement never reaches anyone else.
 */
export function visibleTo(reader: Reader, now = new Date()): SQL {
  return and(
    liveScope(a, reader),
    eq(a.sendStatus, '1'),
    or(isNull(a.startTime), lte(a.startTime, now)),
    or(isNull(a.endTime), gte(a.endTime, now)),
    or(eq(a.msgType, 'ALL'), and(eq(a.msgType, 'USER'), isRecipient(reader.userId))),
  ) as SQL;
}

/** An announcement is live for pushes when published and inside its window. */
export function inWindow(row: { startTime: Date | null; endTime: Date | null }, now = new Date()) {
  return (!row.startTime || row.startTime <= now) && (!row.endTime || row.endTime >= now);
}

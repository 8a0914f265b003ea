import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysUser } from '../tables.ts';

/** The live accounts holding a phone number (at most two: one is enough to know it is taken). */
export async function usersByPhone(db: Db, mobile: string, exceptUserId?: string) {
  const where = exceptUserId
    ? and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0), ne(sysUser.id, exceptUserId))
    : and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0));
  return db.select().from(sysUser).where(where).limit(2);
}

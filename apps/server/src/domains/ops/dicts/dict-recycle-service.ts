import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { sysDict, sysDictItem } from '../../../platform/dict/tables.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { dictRecord } from './dict-lookup-service.ts';

type DictRow = typeof sysDict.$inferSelect;

/**
 * The dictionary recycle bin: deleting a dictionary only marks it (and the items deleted with it);
 * here it is listed, restored with those items, or removed for good.
 */
export class DictRecycleBin {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext) {
    const rows = await this.db
      .select()
      .from(sysDict)
      .where(and(tenantScope(sysDict, auth), eq(sysDict.delFlag, 1)))
      .orderBy(desc(sysDict.updateTime), desc(sysDict.id));
    return rows.map(dictRecord);
  }

  private async deleted(auth: AuthContext, id: string): Promise<DictRow> {
    const [row] = await this.db
      .select()
      .from(sysDict)
      .where(and(tenantScope(sysDict, auth), eq(sysDict.id, id), eq(sysDict.delFlag, 1)));
    if (!row) throw notFound('回收站中没有该字典');
    return row;
  }

  /** Brings a dictionary back with the items that were deleted together with it. */
  async restore(auth: AuthContext, id: string) {
    const row = await this.deleted(auth, id);
    const [same] = await this.db
      .select({ id: sysDict.id })
      .from(sysDict)
      .where(and(liveScope(sysDict, auth), eq(sysDict.dictCode, row.dictCode), ne(sysDict.id, id)));
    if (same) throw conflict(`字典编码已被其他字典使用：${row.dictCode}`);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(sysDict)
        .set({ delFlag: 0, updateBy: auth.username, updateTime: now })
        .where(eq(sysDict.id, id));
      // Items deleted with the dictionary carry its deletion time; ones deleted earlier stay deleted.
      const deletedAt = row.updateTime as Date | null;
      if (deletedAt)
        await tx
          .update(sysDictItem)
          .set({ delFlag: 0, updateBy: auth.username, updateTime: now })
          .where(
            and(
              tenantScope(sysDictItem, auth),
              eq(sysDictItem.dictId, id),
              eq(sysDictItem.delFlag, 1),
              eq(sysDictItem.updateTime, deletedAt),
            ),
          );
    });
  }

  /** Removes a deleted dictionary and all its items for good. */
  async purge(auth: AuthContext, id: string) {
    await this.deleted(auth, id);
    await this.db.transaction(async (tx) => {
      await tx.delete(sysDictItem).where(and(tenantScope(sysDictItem, auth), eq(sysDictItem.dictId, id)));
      await tx.delete(sysDict).where(and(tenantScope(sysDict, auth), eq(sysDict.id, id)));
    });
  }
}

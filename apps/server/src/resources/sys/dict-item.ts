import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { ResourceHooks } from '../../crud/hooks.ts';
import { sysDictItem } from '../../db/schema/index.ts';
import { conflict } from '../../platform/http/errors.ts';

/** An item's value is unique within its dictionary (among the tenant's live items). */
export const dictItemHooks: ResourceHooks = {
  async beforeSave({ tx, auth }, values, existing) {
    const dictId = values.dictId ?? existing?.dictId;
    const itemValue = values.itemValue ?? existing?.itemValue;
    if (typeof dictId !== 'string' || typeof itemValue !== 'string') return;
    const conditions: SQL[] = [
      eq(sysDictItem.tenantId, auth.tenantId),
      eq(sysDictItem.delFlag, 0),
      eq(sysDictItem.dictId, dictId),
      eq(sysDictItem.itemValue, itemValue),
    ];
    if (existing) conditions.push(ne(sysDictItem.id, String(existing.id)));
    const [taken] = await tx
      .select({ id: sysDictItem.id })
      .from(sysDictItem)
      .where(and(...conditions))
      .limit(1);
    if (taken) throw conflict(`该字典下已存在数据值：${itemValue}`);
  },
};

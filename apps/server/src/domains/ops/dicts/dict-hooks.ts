import { and, inArray } from 'drizzle-orm';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { sysDictItem } from '../../../platform/dict/tables.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';

/** Deleting a dictionary soft-deletes its items in the same transaction. */
export const dictHooks: ResourceHooks = {
  async beforeDelete({ tx, auth, now }, ids) {
    await tx
      .update(sysDictItem)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: now })
      .where(and(liveScope(sysDictItem, auth), inArray(sysDictItem.dictId, ids)));
  },
};

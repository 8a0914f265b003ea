import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceHooks, RowIssue } from '../../crud/hooks.ts';
import { sysDictItem } from '../../db/schema/index.ts';

const keyOf = (dictId: string, itemValue: string) => JSON.stringify([dictId, itemValue]);

/**
 * An item's value is unique within its dictionary, among the tenant's live items and among the rows
 * of the same write (an imported sheet).
 */
export const dictItemHooks: ResourceHooks = {
  async beforeSave({ tx, auth }, rows) {
    const targets = rows.map(({ values, existing }) => ({
      id: existing ? String(existing.id) : null,
      dictId: values.dictId ?? existing?.dictId,
      itemValue: values.itemValue ?? existing?.itemValue,
    }));
    const checked = targets.filter(
      (r): r is { id: string | null; dictId: string; itemValue: string } =>
        typeof r.dictId === 'string' && typeof r.itemValue === 'string',
    );
    if (!checked.length) return [];
    // Bounded by the import limit (10,000 rows), well under the driver's parameter limit.
    const live = await tx
      .select({ id: sysDictItem.id, dictId: sysDictItem.dictId, itemValue: sysDictItem.itemValue })
      .from(sysDictItem)
      .where(
        and(
          eq(sysDictItem.tenantId, auth.tenantId),
          eq(sysDictItem.delFlag, 0),
          inArray(sysDictItem.dictId, [...new Set(checked.map((r) => r.dictId))]),
          inArray(sysDictItem.itemValue, [...new Set(checked.map((r) => r.itemValue))]),
        ),
      );
    const holders = new Map<string, string>(
      live.map((r) => [keyOf(String(r.dictId), String(r.itemValue)), String(r.id)]),
    );
    const issues: RowIssue[] = [];
    targets.forEach((r, index) => {
      if (typeof r.dictId !== 'string' || typeof r.itemValue !== 'string') return;
      const key = keyOf(r.dictId, r.itemValue);
      const holder = holders.get(key);
      if (holder !== undefined && holder !== r.id) {
        issues.push({ index, status: 409, message: `该字典下已存在数据值：${r.itemValue}` });
      } else {
        holders.set(key, r.id ?? `row-${index}`);
      }
    });
    return issues;
  },
};

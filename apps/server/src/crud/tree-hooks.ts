import { and, eq, inArray, not } from 'drizzle-orm';
import { badRequest } from '../platform/http/errors.ts';
import { liveScope } from '../platform/tenancy/tenancy.ts';
import type { HookContext, RowIssue, SaveRow } from './hooks.ts';

/** Deepest tree the parent walk follows before it gives up (a tree that deep is itself a mistake). */
const MAX_DEPTH = 100;

/**
 * For a resource with a `parentId` ref to itself: a parent may not be the row itself or one of its
 * descendants, so the rows stay a tree.
 */
export async function keepTree({ tx, auth, table }: HookContext, rows: SaveRow[]): Promise<RowIssue[]> {
  const issues: RowIssue[] = [];
  for (const [index, { values, existing }] of rows.entries()) {
    const parentId = values.parentId as string | null | undefined;
    if (!existing || !parentId) continue;
    const self = String(existing.id);
    let current: string | null = parentId;
    for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
      if (current === self) {
        issues.push({ index, status: 400, message: '上级分类不能是分类自己或它的下级分类' });
        break;
      }
      const [up] = await tx
        .select({ parentId: table.parentId })
        .from(table)
        .where(and(liveScope(table, auth), eq(table.id, current)));
      current = (up?.parentId as string | null | undefined) ?? null;
    }
  }
  return issues;
}

/** Refuses to delete rows that still have live children outside the deleted set. */
export async function refuseDeleteWithChildren({ tx, auth, table }: HookContext, ids: string[]) {
  const [child] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(liveScope(table, auth), inArray(table.parentId, ids), not(inArray(table.id, ids))))
    .limit(1);
  if (child) throw badRequest('分类下还有子分类，请先删除或移走子分类');
}

import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teachingPaperClassification } from '../resources.ts';

// A tree deeper than 20 levels is a mistake; stop there rather than loop on a cycle.
const MAX_DEPTH = 20;

/**
 * The ids of a classification and every live classification below it, as a subquery: the filter
 * "in this classification" costs no round trip of its own.
 */
export function classificationSubtreeSql(tenantId: string, id: string): SQL {
  const c = teachingPaperClassification;
  return sql`with recursive sub(id, depth) as (
      select ${id}::text, 0
      union
      select ${c.id}::text, sub.depth + 1 from ${c} join sub on ${c.parentId} = sub.id
       where ${c.tenantId} = ${tenantId} and ${c.delFlag} = 0 and sub.depth < ${MAX_DEPTH}
    ) select distinct id from sub`;
}

/** A classification and every classification below it. */
export async function classificationSubtree(db: Db, tenantId: string, id: string): Promise<string[]> {
  const res = await db.execute(classificationSubtreeSql(tenantId, id));
  return (res as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teachingPaperClassification } from '../resources.ts';

/** A classification and every classification below it (the filter "in this classification"). */
export async function classificationSubtree(db: Db, tenantId: string, id: string): Promise<string[]> {
  const all = new Set([id]);
  let frontier = [id];
  // A tree deeper than 20 levels is a mistake; stop there rather than loop.
  for (let depth = 0; frontier.length && depth < 20; depth++) {
    const rows = await db
      .select({ id: teachingPaperClassification.id })
      .from(teachingPaperClassification)
      .where(
        and(
          eq(teachingPaperClassification.tenantId, tenantId),
          eq(teachingPaperClassification.delFlag, 0),
          inArray(teachingPaperClassification.parentId, frontier),
        ),
      );
    frontier = rows.map((r) => String(r.id)).filter((x) => !all.has(x));
    for (const x of frontier) all.add(x);
  }
  return [...all];
}

import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { teachingPaper } from '../../exam/index.ts';
import { teachingCertTemplate, teachingCourse } from '../../teaching/index.ts';

/** What a virtual good's `refId` must name, by goods type. */
const REF_TABLES: Record<
  string,
  { label: string; table: { id: PgColumn; tenantId: PgColumn; delFlag: PgColumn } }
> = {
  '2': { label: '课程', table: teachingCourse },
  '3': { label: '证书模板', table: teachingCertTemplate },
  '4': { label: '试卷', table: teachingPaper },
};

/** Why a virtual good's linked content is refused, or null when it exists in the tenant. */
export async function refProblem(
  db: Db,
  tenantId: string,
  goodsType: string,
  refId: unknown,
): Promise<string | null> {
  const target = REF_TABLES[goodsType];
  if (!target) return null;
  if (typeof refId !== 'string' || !refId.trim()) return `虚拟商品须关联${target.label}`;
  const { table } = target;
  const [found] = await db
    .select({ id: table.id })
    .from(table as unknown as typeof teachingCourse)
    .where(and(eq(table.id, refId.trim()), eq(table.tenantId, tenantId), eq(table.delFlag, 0)))
    .limit(1);
  return found ? null : `关联的${target.label}不存在`;
}

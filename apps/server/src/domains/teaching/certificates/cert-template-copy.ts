import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCertTemplate as tpl } from './cert-tables.ts';

/**
 * Copies a live certificate template into a tenant's templates (e.g. bought in the shop) and answers
 * the copy's id. The design travels, the course link does not: a copy tied to the same course would
 * issue a second certificate automatically on completing it.
 */
export async function copyCertTemplate(
  tx: Db,
  source: { tenantId: string; templateId: string },
  target: { tenantId: string; by: string },
): Promise<string> {
  const [row] = await tx
    .select()
    .from(tpl)
    .where(and(liveScope(tpl, source.tenantId), eq(tpl.id, source.templateId)));
  if (!row) throw notFound('证书模板不存在或已删除');
  const id = uuidv7();
  await tx.insert(tpl).values({
    ...row,
    id,
    tenantId: target.tenantId,
    courseId: null,
    createBy: target.by,
    createTime: new Date(),
    updateBy: null,
    updateTime: null,
    delFlag: 0,
  });
  return id;
}

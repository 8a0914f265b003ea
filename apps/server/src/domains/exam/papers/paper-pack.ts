import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { licensedToTenant } from '../../../platform/tenancy/licensed.ts';
import { DEFAULT_TENANT_ID, liveScope } from '../../../platform/tenancy/tenancy.ts';
import { type CopyTarget, PaperCopier } from './paper-copy.ts';
import { paperScope } from './paper-policy.ts';
import { teachingPaper as p } from './paper-tables.ts';

// Papers sold as a pack in the shop: which papers a tenant may sell, and their delivery as copies.

const PICKER_SIZE = 50;

/**
 * The shared library a tenant pulls from: shared bank papers of the tenant and of the platform, and
 * the platform's papers licensed to the tenant (租户授权), shared or not.
 */
export function sharedLibrary(tenantId: string): SQL {
  const owners = [...new Set([tenantId, DEFAULT_TENANT_ID])];
  const shared = and(inArray(p.tenantId, owners), eq(p.shared, 1));
  const licensed = licensedToTenant(p, p.id, tenantId, 'paper');
  return and(eq(p.delFlag, 0), isNull(p.deptId), licensed ? or(shared, licensed) : shared) as SQL;
}

/** Papers a tenant may put in a paper pack: its own live papers and its shared library. */
function packable(tenantId: string): SQL {
  return or(liveScope(p, tenantId), sharedLibrary(tenantId)) as SQL;
}

export interface PackPaper {
  id: string;
  name: string;
  /** True for the tenant's own paper, false for one of the platform's. */
  own: boolean;
}

/** Packable papers of a tenant: those named by `ids`, or the newest matching `keyword` for a picker. */
export async function packPapers(
  db: Db,
  tenantId: string,
  q: { ids?: string[]; keyword?: string },
): Promise<PackPaper[]> {
  const where = and(
    packable(tenantId),
    q.ids ? inArray(p.id, q.ids.length ? q.ids : ['']) : undefined,
    q.keyword ? ilike(p.paperName, likePattern(q.keyword)) : undefined,
  );
  const rows = await db
    .select({ id: p.id, name: p.paperName, tenantId: p.tenantId })
    .from(p)
    .where(where)
    .orderBy(desc(p.createTime), asc(p.id))
    .limit(q.ids ? Math.max(q.ids.length, 1) : PICKER_SIZE);
  return rows.map((r) => ({ id: r.id, name: r.name, own: r.tenantId === tenantId }));
}

/**
 * Where a buyer's pack goes, as pulling from the shared library decides: an administrator's into the
 * tenant's bank, a teacher's into their school. A teacher without a school cannot receive one.
 */
export async function paperPackTarget(db: Db, buyer: AuthContext): Promise<CopyTarget> {
  const scope = await paperScope(db, buyer);
  if (scope.admin) return { tenantId: buyer.tenantId, deptId: null };
  const [school] = scope.schoolIds;
  if (!school) throw forbidden('您还没有所属学校，无法接收试卷包，请联系管理员设置所属学校');
  return { tenantId: buyer.tenantId, deptId: school };
}

/**
 * Copies the pack's papers into the buyer's bank or school inside the caller's transaction, in the
 * pack's order; answers the copies' ids. A paper no longer packable refuses the whole delivery.
 */
export async function deliverPaperPack(
  tx: Db,
  buyer: AuthContext,
  sellerTenantId: string,
  paperIds: string[],
): Promise<string[]> {
  const target = await paperPackTarget(tx, buyer);
  const rows = paperIds.length
    ? await tx
        .select()
        .from(p)
        .where(and(packable(sellerTenantId), inArray(p.id, paperIds)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (!paperIds.length || paperIds.some((id) => !byId.has(id)))
    throw notFound('试卷包中的试卷已不存在，请联系管理员');
  const copier = new PaperCopier(tx, target, buyer);
  const copies: string[] = [];
  for (const id of paperIds) copies.push(await copier.copy(byId.get(id)!));
  return copies;
}

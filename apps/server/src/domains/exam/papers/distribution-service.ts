import type { PaperCopyResult, PaperSharedListQuery } from '@ck/shared';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { tablePage } from '../../../db/table-page.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID, liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { type CopyTarget, PaperCopier } from './paper-copy.ts';
import { sharedLibrary } from './paper-pack.ts';
import { newPaperDept, paperScope, visiblePapers } from './paper-policy.ts';
import { teachingPaper as p } from './paper-tables.ts';
import { type PaperTableRow, paperJson } from './paper-view.ts';

interface PushInput {
  paperIds: string[];
  deptIds: string[];
  tenantIds: string[];
}

const distinct = (ids: string[]) => [...new Set(ids)];

/** Papers move between schools and tenants as copies: push, share, the shared library and pull. */
export class DistributionService {
  constructor(private readonly ctx: AppContext) {}

  /** Every id is one of `rows`, or 404 naming the first missing. */
  private static all(rows: PaperTableRow[], ids: string[], message: string): PaperTableRow[] {
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw notFound(message);
      return row;
    });
  }

  /** Copies every source into every target in one transaction. */
  private async copyAll(
    auth: AuthContext,
    sources: PaperTableRow[],
    targets: { target: CopyTarget; label: string }[],
  ): Promise<PaperCopyResult> {
    const papers: PaperCopyResult['papers'] = [];
    await this.ctx.db.transaction(async (tx) => {
      for (const { target, label } of targets) {
        const copier = new PaperCopier(tx, target, auth);
        for (const source of sources)
          papers.push({ sourceId: source.id, paperId: await copier.copy(source), target: label });
      }
    });
    return { papers };
  }

  /**
   * Copies papers the caller sees into schools of the tenant (their school) and, for administrators
   * of the platform tenant only, into other tenants (their bank).
   */
  async push(auth: AuthContext, input: PushInput): Promise<PaperCopyResult> {
    const paperIds = distinct(input.paperIds);
    const deptIds = distinct(input.deptIds);
    const tenantIds = distinct(input.tenantIds);
    if (!deptIds.length && !tenantIds.length) throw badRequest('请选择要推送到的学校或机构');
    if (tenantIds.length && !(isAdmin(auth) && auth.tenantId === DEFAULT_TENANT_ID))
      throw forbidden('只有平台管理员可以把试卷推送到其他机构');
    const scope = await paperScope(this.ctx.db, auth);
    const rows = await this.ctx.db
      .select()
      .from(p)
      .where(and(visiblePapers(scope), inArray(p.id, paperIds)));
    const sources = DistributionService.all(rows, paperIds, '试卷不存在');

    if (deptIds.length) {
      const schools = await this.ctx.db
        .select({ id: sysDepart.id })
        .from(sysDepart)
        .where(
          and(liveScope(sysDepart, auth), eq(sysDepart.orgCategory, '1'), inArray(sysDepart.id, deptIds)),
        );
      if (schools.length !== deptIds.length) throw badRequest('所选学校不存在，只能推送到本机构的学校');
    }
    if (tenantIds.length) {
      const tenants = await this.ctx.db
        .select({ id: sysTenant.id })
        .from(sysTenant)
        .where(and(inArray(sysTenant.id, tenantIds), eq(sysTenant.delFlag, 0)));
      if (tenants.length !== tenantIds.length) throw badRequest('所选机构不存在');
    }
    return this.copyAll(auth, sources, [
      ...deptIds.map((deptId) => ({ target: { tenantId: auth.tenantId, deptId }, label: deptId })),
      ...tenantIds.map((tenantId) => ({ target: { tenantId, deptId: null }, label: tenantId })),
    ]);
  }

  /** Offers a bank paper in the shared library (1) or withdraws it (0); administrators only. */
  async share(auth: AuthContext, id: string, shared: number) {
    if (!isAdmin(auth)) throw forbidden('只有管理员可以共享试卷');
    const scope = await paperScope(this.ctx.db, auth);
    const [row] = await this.ctx.db
      .select()
      .from(p)
      .where(and(visiblePapers(scope), eq(p.id, id)));
    if (!row) throw notFound('试卷不存在');
    if (row.deptId) throw badRequest('只能共享机构题库中的试卷，学校的试卷请先推送或复制到机构题库');
    await this.ctx.db
      .update(p)
      .set({ shared, updateBy: auth.username, updateTime: new Date() })
      .where(and(tenantScope(p, auth), eq(p.id, row.id)));
  }

  async sharedList(auth: AuthContext, q: PaperSharedListQuery) {
    const filters: SQL[] = [sharedLibrary(auth.tenantId)];
    if (q.paperName) filters.push(ilike(p.paperName, likePattern(q.paperName)));
    const where = and(...filters) as SQL;
    const { rows, total } = await tablePage(this.ctx.db, p, where, [desc(p.createTime), desc(p.id)], q);
    return { records: await paperJson(this.ctx, rows), total };
  }

  /** Copies papers of the shared library into the teacher's school, or the tenant's bank for admins. */
  async pull(auth: AuthContext, ids: string[]): Promise<PaperCopyResult> {
    const paperIds = distinct(ids);
    const scope = await paperScope(this.ctx.db, auth);
    const deptId = newPaperDept(scope);
    const rows = await this.ctx.db
      .select()
      .from(p)
      .where(and(sharedLibrary(auth.tenantId), inArray(p.id, paperIds)));
    const sources = DistributionService.all(rows, paperIds, '共享库中没有这份试卷');
    return this.copyAll(auth, sources, [
      { target: { tenantId: auth.tenantId, deptId }, label: deptId ?? auth.tenantId },
    ]);
  }
}

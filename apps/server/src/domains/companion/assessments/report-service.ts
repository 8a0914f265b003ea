import type { ReportFollowBody, ReportQuery, ReportView } from '@ck/shared';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { timeWindow } from '../../../platform/http/time-window.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingXcxCity } from '../content/content-tables.ts';
import { teachingReport as r, teachingTestPower as tp } from '../tables.ts';
import { type ReportListRow, reportDetailJson, reportJson } from './report-view.ts';
import { newSecret } from './tokens.ts';

export const MAX_REPORT_EXPORT = 10_000;
/** The organisation's reports (测评报告): its leads, their follow-up, re-tests and share links. */
export class ReportService {
  constructor(private readonly db: Db) {}

  private live(auth: AuthContext): SQL {
    return liveScope(r, auth) as SQL;
  }

  private where(auth: AuthContext, f: Partial<ReportQuery>): SQL {
    const filters: SQL[] = [this.live(auth)];
    if (f.testPowerId) filters.push(eq(r.testPowerId, f.testPowerId));
    if (f.cityId) filters.push(eq(r.cityId, f.cityId));
    if (f.bandTitle) filters.push(eq(r.bandTitle, f.bandTitle));
    if (f.followStatus) filters.push(eq(r.followStatus, f.followStatus));
    if (f.status) filters.push(eq(r.status, f.status));
    if (f.keyword) {
      const p = likePattern(f.keyword);
      filters.push(or(ilike(r.childName, p), ilike(r.guardianName, p), ilike(r.guardianPhone, p)) as SQL);
    }
    filters.push(...timeWindow(r.createTime, f.createTime_begin, f.createTime_end));
    return and(...filters) as SQL;
  }

  // The city and assessment are joined by tenant too: a row never shows another tenant's names.
  private rows(where: SQL, limit: number, offset: number): Promise<ReportListRow[]> {
    return this.db
      .select({ report: r, testPowerName: tp.name, cityName: teachingXcxCity.cityName })
      .from(r)
      .leftJoin(tp, and(eq(tp.id, r.testPowerId), eq(tp.tenantId, r.tenantId)))
      .leftJoin(
        teachingXcxCity,
        and(eq(teachingXcxCity.id, r.cityId), eq(teachingXcxCity.tenantId, r.tenantId)),
      )
      .where(where)
      .orderBy(desc(r.createTime), desc(r.id))
      .limit(limit)
      .offset(offset) as Promise<ReportListRow[]>;
  }

  async list(auth: AuthContext, f: ReportQuery) {
    const where = this.where(auth, f);
    const [rows, [{ n }]] = await Promise.all([
      this.rows(where, f.pageSize, (f.pageNo - 1) * f.pageSize),
      this.db.select({ n: count() }).from(r).where(where),
    ]);
    return { records: rows.map(reportJson), total: Number(n) };
  }

  async exportRecords(auth: AuthContext, f: Partial<ReportQuery>) {
    return (await this.rows(this.where(auth, f), MAX_REPORT_EXPORT, 0)).map(reportJson);
  }

  private async findRow(auth: AuthContext, id: string): Promise<ReportListRow> {
    const [row] = await this.rows(and(this.live(auth), eq(r.id, id)) as SQL, 1, 0);
    if (!row) throw notFound('测评报告不存在或已被删除');
    return row;
  }

  async detail(auth: AuthContext, id: string): Promise<ReportView> {
    const row = await this.findRow(auth, id);
    const [def] = await this.db
      .select({ questions: tp.questions, dimensions: tp.dimensions, bands: tp.bands })
      .from(tp)
      .where(and(tenantScope(tp, auth), eq(tp.id, row.report.testPowerId)));
    return {
      ...reportDetailJson(row),
      questions: def?.questions ?? [],
      dimensions: def?.dimensions ?? [],
      bands: def?.bands ?? [],
    };
  }

  async follow(auth: AuthContext, body: ReportFollowBody): Promise<void> {
    await this.findRow(auth, body.id);
    await this.db
      .update(r)
      .set({
        followStatus: body.followStatus,
        followNote: body.followNote || null,
        followBy: auth.username,
        followTime: new Date(),
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(this.live(auth), eq(r.id, body.id)));
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.findRow(auth, id);
    // A deleted lead also gives up its secrets: its attempt and share links stop working.
    await this.db
      .update(r)
      .set({ delFlag: 1, shareToken: null, updateBy: auth.username, updateTime: new Date() })
      .where(and(this.live(auth), eq(r.id, id)));
  }

  /** Removes the attempt so the child may take the assessment again (its report goes with it). */
  async reset(auth: AuthContext, id: string): Promise<void> {
    await this.findRow(auth, id);
    await this.db.delete(r).where(and(this.live(auth), eq(r.id, id)));
  }

  /** A new share link secret (the old link stops working). Only a finished report can be shared. */
  async share(auth: AuthContext, id: string): Promise<string> {
    const row = await this.findRow(auth, id);
    if (row.report.status !== '1') throw badRequest('孩子还没有完成测评，暂时不能分享报告');
    const shareToken = newSecret();
    await this.db
      .update(r)
      .set({ shareToken, updateBy: auth.username, updateTime: new Date() })
      .where(and(this.live(auth), eq(r.id, id)));
    return shareToken;
  }

  async unshare(auth: AuthContext, id: string): Promise<void> {
    await this.findRow(auth, id);
    await this.db
      .update(r)
      .set({ shareToken: null, updateBy: auth.username, updateTime: new Date() })
      .where(and(this.live(auth), eq(r.id, id)));
  }
}

import type { TestPowerBody, TestPowerQuery, TestPowerRecord } from '@ck/shared';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingReport, teachingTestPower as tp } from '../tables.ts';
import { assertCoursesVisible } from './course-refs.ts';
import { changesScoring, checkTestPower } from './test-power-rules.ts';

export type TestPowerRow = typeof tp.$inferSelect;

export const SCORING_LOCKED = '已有孩子参加的测评不能修改题目和维度，请复制后修改';

export function testPowerJson(row: TestPowerRow, reportCount: number): TestPowerRecord {
  return {
    id: row.id,
    name: row.name,
    cover: row.cover,
    intro: row.intro,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    durationMinutes: row.durationMinutes,
    dimensions: row.dimensions,
    questions: row.questions,
    bands: row.bands,
    status: row.status as TestPowerRecord['status'],
    sortNo: row.sortNo,
    questionCount: row.questions.length,
    totalScore: row.questions.reduce((sum, q) => sum + q.score, 0),
    reportCount,
    createTime: formatDateTime(row.createTime) ?? '',
    updateTime: formatDateTime(row.updateTime),
  };
}

/** The columns an add or edit writes. */
const columnsOf = (b: TestPowerBody) => ({
  name: b.name,
  cover: b.cover || null,
  intro: b.intro || null,
  ageMin: b.ageMin,
  ageMax: b.ageMax,
  durationMinutes: b.durationMinutes,
  dimensions: b.dimensions,
  questions: b.questions,
  bands: b.bands,
  status: b.status,
  sortNo: b.sortNo,
});

/** The organisation's assessments in the back office (测评管理). */
export class TestPowerService {
  constructor(private readonly db: Db) {}

  private live(auth: AuthContext): SQL {
    return liveScope(tp, auth) as SQL;
  }

  /** Live reports (in progress or finished) per assessment. */
  async reportCounts(tenantId: string, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: teachingReport.testPowerId, n: count() })
      .from(teachingReport)
      .where(and(liveScope(teachingReport, tenantId), inArray(teachingReport.testPowerId, ids)))
      .groupBy(teachingReport.testPowerId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  }

  async list(auth: AuthContext, f: TestPowerQuery) {
    const filters: SQL[] = [this.live(auth)];
    if (f.name) filters.push(ilike(tp.name, likePattern(f.name)));
    if (f.status) filters.push(eq(tp.status, f.status));
    const where = and(...filters);
    const [rows, [{ n }]] = await Promise.all([
      this.db
        .select()
        .from(tp)
        .where(where)
        .orderBy(asc(tp.sortNo), desc(tp.createTime), desc(tp.id))
        .limit(f.pageSize)
        .offset((f.pageNo - 1) * f.pageSize),
      this.db.select({ n: count() }).from(tp).where(where),
    ]);
    const counts = await this.reportCounts(
      auth.tenantId,
      rows.map((r) => r.id),
    );
    return { records: rows.map((r) => testPowerJson(r, counts.get(r.id) ?? 0)), total: Number(n) };
  }

  async findRow(auth: AuthContext, id: string): Promise<TestPowerRow> {
    const [row] = await this.db
      .select()
      .from(tp)
      .where(and(this.live(auth), eq(tp.id, id)));
    if (!row) throw notFound('测评不存在或已被删除');
    return row;
  }

  async detail(auth: AuthContext, id: string): Promise<TestPowerRecord> {
    const row = await this.findRow(auth, id);
    const counts = await this.reportCounts(auth.tenantId, [id]);
    return testPowerJson(row, counts.get(id) ?? 0);
  }

  private async check(auth: AuthContext, body: TestPowerBody) {
    checkTestPower(body);
    await assertCoursesVisible(
      this.db,
      auth.tenantId,
      body.bands.flatMap((b) => b.courseIds),
    );
  }

  async add(auth: AuthContext, body: TestPowerBody): Promise<string> {
    await this.check(auth, body);
    const id = uuidv7();
    await this.db
      .insert(tp)
      .values({ id, tenantId: auth.tenantId, ...columnsOf(body), createBy: auth.username });
    return id;
  }

  async edit(auth: AuthContext, id: string, body: TestPowerBody): Promise<void> {
    const row = await this.findRow(auth, id);
    await this.check(auth, body);
    if (changesScoring(row, body)) {
      const counts = await this.reportCounts(auth.tenantId, [id]);
      if (counts.get(id)) throw badRequest(SCORING_LOCKED);
    }
    await this.db
      .update(tp)
      .set({ ...columnsOf(body), updateBy: auth.username, updateTime: new Date() })
      .where(and(this.live(auth), eq(tp.id, id)));
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.findRow(auth, id);
    const n = (await this.reportCounts(auth.tenantId, [id])).get(id) ?? 0;
    if (n) throw badRequest(`该测评已有 ${n} 份孩子的报告，不能删除；如需下架，请将状态改回草稿`);
    await this.db
      .update(tp)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(this.live(auth), eq(tp.id, id)));
  }

  /** A draft copy named “…（副本）”, with everything but the reports. */
  async copy(auth: AuthContext, id: string): Promise<string> {
    const row = await this.findRow(auth, id);
    const suffix = '（副本）';
    const newId = uuidv7();
    await this.db.insert(tp).values({
      ...columnsOf({ ...testPowerJson(row, 0), status: '0' }),
      id: newId,
      tenantId: auth.tenantId,
      name: `${row.name.slice(0, 60 - suffix.length)}${suffix}`,
      createBy: auth.username,
    });
    return newId;
  }
}

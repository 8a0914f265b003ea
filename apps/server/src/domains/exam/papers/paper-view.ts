import { PAPER_STATUSES, type PaperDetail, type PaperRow, type PaperSection } from '@ck/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { teachingPaperClassification } from '../resources.ts';
import { sectionScoreOf } from './paper-rules.ts';
import { type teachingPaper, teachingPaperQuestion, teachingPaperSection } from './paper-tables.ts';

export type PaperTableRow = typeof teachingPaper.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * A URL for a stored cover (a signed link, its expiry counted from the start of the hour so the
 * browser's cache keeps working); http(s) URLs pass through.
 */
export function paperFileUrl(ctx: AppContext, key: string | null, now = Date.now()): string | null {
  if (!key) return null;
  if (/^https?:\/\//i.test(key)) return key;
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  return ctx.fileLinks.signedUrl(key, 2 * 3600, hourStart);
}

/** Names of the tenant's classifications, by id. */
export async function classificationNames(db: Db, tenantId: string, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map<string, string>();
  const c = teachingPaperClassification;
  const rows = await db
    .select({ id: c.id, name: c.classificationName })
    .from(c)
    .where(and(tenantScope(c, tenantId), inArray(c.id, wanted)));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/** Questions per paper: fixed ones plus every rule's count; and whether some section is random. */
async function questionCounts(db: Db, paperIds: string[]) {
  const counts = new Map<string, { count: number; random: boolean }>();
  if (!paperIds.length) return counts;
  const [fixed, sections] = await Promise.all([
    db
      .select({ paperId: teachingPaperQuestion.paperId, n: sql<number>`count(*)` })
      .from(teachingPaperQuestion)
      .where(inArray(teachingPaperQuestion.paperId, paperIds))
      .groupBy(teachingPaperQuestion.paperId),
    db
      .select({ paperId: teachingPaperSection.paperId, rule: teachingPaperSection.rule })
      .from(teachingPaperSection)
      .where(inArray(teachingPaperSection.paperId, paperIds)),
  ]);
  for (const f of fixed) counts.set(f.paperId, { count: Number(f.n), random: false });
  for (const s of sections) {
    if (!s.rule) continue;
    const c = counts.get(s.paperId) ?? { count: 0, random: false };
    counts.set(s.paperId, { count: c.count + s.rule.count, random: true });
  }
  return counts;
}

/** Rows as the back office lists them: labels, cover URL, classification name and question count. */
export async function paperJson(ctx: AppContext, rows: PaperTableRow[]): Promise<PaperRow[]> {
  const byTenant = new Map<string, (string | null)[]>();
  for (const r of rows) byTenant.set(r.tenantId, [...(byTenant.get(r.tenantId) ?? []), r.classificationId]);
  const names = new Map<string, string>();
  for (const [tenantId, ids] of byTenant)
    for (const [id, name] of await classificationNames(ctx.db, tenantId, ids)) names.set(id, name);
  const counts = await questionCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const now = Date.now();
  return rows.map((r) => {
    const c = counts.get(r.id) ?? { count: 0, random: false };
    return {
      id: r.id,
      paperName: r.paperName,
      classificationId: r.classificationId,
      classificationId_dictText: r.classificationId ? (names.get(r.classificationId) ?? null) : null,
      cover: r.cover,
      cover_url: paperFileUrl(ctx, r.cover, now),
      intro: r.intro,
      totalScore: r.totalScore,
      passScore: r.passScore,
      duration: r.duration,
      shuffleQuestions: r.shuffleQuestions,
      shuffleOptions: r.shuffleOptions,
      status: r.status,
      status_dictText: PAPER_STATUSES[r.status as keyof typeof PAPER_STATUSES] ?? '',
      questionCount: c.count,
      hasRandom: c.random ? 1 : 0,
      deptId: r.deptId,
      shared: r.shared,
      originId: r.originId,
      createBy: r.createBy,
      createTime: formatDateTime(r.createTime),
      updateTime: formatDateTime(r.updateTime),
    };
  });
}

/** A paper's sections in order, fixed questions with the bank's fields (deleted ones too). */
export async function paperSections(db: Db, paperId: string): Promise<PaperSection[]> {
  const [sections, fixed] = await Promise.all([
    db
      .select()
      .from(teachingPaperSection)
      .where(eq(teachingPaperSection.paperId, paperId))
      .orderBy(asc(teachingPaperSection.sortNo)),
    db
      .select({
        sectionId: teachingPaperQuestion.sectionId,
        questionId: teachingPaperQuestion.questionId,
        score: teachingPaperQuestion.score,
        questionType: teachingQuestion.questionType,
        questionContent: teachingQuestion.questionContent,
        difficulty: teachingQuestion.difficulty,
      })
      .from(teachingPaperQuestion)
      .innerJoin(teachingQuestion, eq(teachingQuestion.id, teachingPaperQuestion.questionId))
      .where(eq(teachingPaperQuestion.paperId, paperId))
      .orderBy(asc(teachingPaperQuestion.sortNo)),
  ]);
  return sections.map((s) => {
    const questions = fixed.filter((f) => f.sectionId === s.id).map(({ sectionId: _, ...q }) => q);
    return {
      id: s.id,
      title: s.title,
      instruction: s.instruction,
      questions,
      rule: s.rule ?? null,
      sectionScore: sectionScoreOf({ questions, rule: s.rule }),
    };
  });
}

export async function paperDetailJson(ctx: AppContext, row: PaperTableRow): Promise<PaperDetail> {
  const [[json], sections] = await Promise.all([paperJson(ctx, [row]), paperSections(ctx.db, row.id)]);
  return { ...(json as PaperRow), sections };
}

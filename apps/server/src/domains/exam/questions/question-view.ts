import { QUESTION_DIFFICULTIES, QUESTION_TYPES, type Question } from '@ck/shared';
import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { teachingPaper, teachingPaperQuestion } from '../papers/paper-tables.ts';
import { classificationNames } from './question-classifications.ts';
import type { teachingQuestion } from './question-tables.ts';

export type QuestionRow = typeof teachingQuestion.$inferSelect;

const label = (map: Record<number, string>, key: number) => map[key] ?? '';

/** Live papers holding each question (a paper counts once however many times it holds it). */
export async function paperCounts(db: Db, tenantId: string, ids: string[]) {
  const counts = new Map<string, number>();
  if (!ids.length) return counts;
  const pq = teachingPaperQuestion;
  const rows = await db
    .select({ questionId: pq.questionId, n: countDistinct(pq.paperId) })
    .from(pq)
    .innerJoin(teachingPaper, eq(teachingPaper.id, pq.paperId))
    .where(and(tenantScope(pq, tenantId), inArray(pq.questionId, ids), liveScope(teachingPaper, tenantId)))
    .groupBy(pq.questionId);
  for (const r of rows) counts.set(r.questionId, Number(r.n));
  return counts;
}

async function problemTitles(db: Db, tenantId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: judgeProblem.id, title: judgeProblem.title })
    .from(judgeProblem)
    .where(and(liveScope(judgeProblem, tenantId), inArray(judgeProblem.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Rows as the bank's managers see them: labels, classification name, problem title, papers using them. */
export async function questionJson(db: Db, tenantId: string, rows: QuestionRow[]): Promise<Question[]> {
  const [names, titles, counts] = await Promise.all([
    classificationNames(
      db,
      tenantId,
      rows.flatMap((r) => (r.classificationId ? [r.classificationId] : [])),
    ),
    problemTitles(
      db,
      tenantId,
      rows.flatMap((r) => (r.problemId ? [r.problemId] : [])),
    ),
    paperCounts(
      db,
      tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    questionType: r.questionType,
    questionType_dictText: label(QUESTION_TYPES, r.questionType),
    questionContent: r.questionContent,
    options: r.options.map(({ key, content }) => ({ key, content })),
    answer: r.answer,
    analysis: r.analysis,
    score: r.score,
    difficulty: r.difficulty,
    difficulty_dictText: label(QUESTION_DIFFICULTIES, r.difficulty),
    classificationId: r.classificationId,
    classificationId_dictText: r.classificationId ? (names.get(r.classificationId) ?? null) : null,
    tags: r.tags,
    source: r.source,
    status: r.status,
    problemId: r.problemId,
    problemId_dictText: r.problemId ? (titles.get(r.problemId) ?? null) : null,
    caseSensitive: r.caseSensitive,
    trimSpace: r.trimSpace,
    practiceEditor: r.practiceEditor,
    rubric: r.rubric,
    deptId: r.deptId,
    paperCount: counts.get(r.id) ?? 0,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
    updateTime: formatDateTime(r.updateTime),
  }));
}

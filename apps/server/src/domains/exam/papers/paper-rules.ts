import type { PaperRule, PaperSectionBody } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { teachingPaperClassification } from '../resources.ts';
import { type PaperScope, visibleQuestions } from './paper-policy.ts';
import { rulePool, shortfallMessage } from './student-paper.ts';

/** Whose bank a paper's random rules draw from. */
export interface PaperOwner {
  tenantId: string;
  deptId: string | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const fixedOf = (s: PaperSectionBody) => s.questions ?? [];

/** A section's score: its fixed scores, or count × score of its rule. */
export function sectionScoreOf(s: { questions?: { score: number }[] | null; rule?: PaperRule | null }) {
  if (s.rule) return round1(s.rule.count * s.rule.score);
  return round1((s.questions ?? []).reduce((sum, q) => sum + q.score, 0));
}

/** The paper's total: every section's score. */
export const totalScoreOf = (sections: PaperSectionBody[]) =>
  round1(sections.reduce((sum, s) => sum + sectionScoreOf(s), 0));

/** Why the sections' shape is refused, or null: each has questions or a rule, and no question twice. */
export function sectionShapeProblem(sections: PaperSectionBody[]): string | null {
  const seen = new Set<string>();
  for (const [i, s] of sections.entries()) {
    const fixed = fixedOf(s);
    if (fixed.length && s.rule) return `第 ${i + 1} 大题不能同时选择题目和设置抽题规则，请二选一`;
    if (!fixed.length && !s.rule) return `第 ${i + 1} 大题需要选择题目或设置抽题规则`;
    for (const [j, q] of fixed.entries()) {
      if (seen.has(q.questionId))
        return `第 ${i + 1} 大题第 ${j + 1} 题在试卷中重复出现，同一道题只能出现一次`;
      seen.add(q.questionId);
    }
  }
  return null;
}

/** Every fixed question exists, is live, is one the caller may use, and is enabled. */
async function fixedQuestionProblem(
  db: Db,
  scope: PaperScope,
  sections: PaperSectionBody[],
): Promise<string | null> {
  const ids = sections.flatMap((s) => fixedOf(s).map((q) => q.questionId));
  if (!ids.length) return null;
  const rows = await db
    .select({ id: teachingQuestion.id, status: teachingQuestion.status })
    .from(teachingQuestion)
    .where(and(visibleQuestions(scope), inArray(teachingQuestion.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, s] of sections.entries()) {
    for (const [j, q] of fixedOf(s).entries()) {
      const row = byId.get(q.questionId);
      if (!row) return `第 ${i + 1} 大题第 ${j + 1} 题不存在或已删除`;
      if (row.status !== 1) return `第 ${i + 1} 大题第 ${j + 1} 题已停用，请先启用或换一道题`;
    }
  }
  return null;
}

/** Live classifications of the tenant among `ids`. */
async function liveClassifications(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const c = teachingPaperClassification;
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(liveScope(c, tenantId), inArray(c.id, ids)));
  return new Set(rows.map((r) => String(r.id)));
}

/** The paper's and the rules' classifications exist in the tenant. */
export async function classificationProblem(
  db: Db,
  tenantId: string,
  classificationId: string | null,
  sections: PaperSectionBody[],
): Promise<string | null> {
  const wanted = [
    ...(classificationId ? [classificationId] : []),
    ...sections.flatMap((s) => (s.rule?.classificationId ? [s.rule.classificationId] : [])),
  ];
  const live = await liveClassifications(db, tenantId, [...new Set(wanted)]);
  if (classificationId && !live.has(classificationId)) return '试卷分类不存在';
  for (const [i, s] of sections.entries()) {
    const id = s.rule?.classificationId;
    if (id && !live.has(id)) return `第 ${i + 1} 大题的抽题分类不存在`;
  }
  return null;
}

/**
 * Every rule can be filled from the bank now, whatever earlier rules draw: questions fixed in the
 * paper are not drawn, and each earlier rule may take up to its count of the questions two pools share.
 */
async function ruleProblem(db: Db, owner: PaperOwner, sections: PaperSectionBody[]): Promise<string | null> {
  const fixed = sections.flatMap((s) => fixedOf(s).map((q) => q.questionId));
  const earlier: { pool: Set<string>; count: number }[] = [];
  for (const [i, s] of sections.entries()) {
    if (!s.rule) continue;
    const pool = new Set(await rulePool(db, owner, s.rule, fixed));
    let available = pool.size;
    for (const e of earlier) {
      let shared = 0;
      for (const id of pool) if (e.pool.has(id)) shared++;
      available -= Math.min(e.count, shared);
    }
    if (available < s.rule.count) return shortfallMessage(i, s.title, s.rule, Math.max(0, available));
    earlier.push({ pool, count: s.rule.count });
  }
  return null;
}

/**
 * Checks a paper about to be saved and answers its total score; refuses (400, Chinese, nothing
 * written) a malformed section, a question the caller may not use, an unfillable rule or a pass score
 * above the total.
 */
export async function checkPaper(
  db: Db,
  scope: PaperScope,
  owner: PaperOwner,
  input: { classificationId: string | null; passScore: number | null; sections: PaperSectionBody[] },
): Promise<number> {
  const problem =
    sectionShapeProblem(input.sections) ??
    (await classificationProblem(db, owner.tenantId, input.classificationId, input.sections)) ??
    (await fixedQuestionProblem(db, scope, input.sections)) ??
    (await ruleProblem(db, owner, input.sections));
  if (problem) throw badRequest(problem);
  const total = totalScoreOf(input.sections);
  passScoreCheck(input.passScore, total);
  return total;
}

/** The pass score is at most the total. */
export function passScoreCheck(passScore: number | null, total: number) {
  if (passScore !== null && passScore > total) throw badRequest(`及格分不能高于试卷总分（${total} 分）`);
}

import { type PaperRule, QUESTION_DIFFICULTIES, QUESTION_TYPES, type StudentPaper } from '@ck/shared';
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sharedRead } from '../../../db/shared-read.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import { classificationSubtreeSql } from '../classification/classification-tree.ts';
import type { AttemptLayout } from '../exams/exam-tables.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { studentQuestionOf } from '../questions/student-question.ts';
import { drawn, seededRandom, shuffled, subSeed } from './paper-draw.ts';
import { teachingPaper, teachingPaperQuestion, teachingPaperSection } from './paper-tables.ts';

type PaperRow = typeof teachingPaper.$inferSelect;

/**
 * Reads of a paper (or, for autosaves, of a question) shared by many students starting or saving at
 * once also answer those of the next second (see `sharedRead`): a paper or question edited during
 * such a storm reaches its later starts and saves at most this late.
 */
export const START_BURST = { burstKeepMs: 1000 };
type QuestionRow = typeof teachingQuestion.$inferSelect;

/** Questions a rule may draw from: the paper's tenant, its shared bank and the paper's school, enabled. */
function poolCondition(owner: { tenantId: string; deptId: string | null }, rule: PaperRule): SQL {
  const q = teachingQuestion;
  const conditions: (SQL | undefined)[] = [
    eq(q.tenantId, owner.tenantId),
    eq(q.delFlag, 0),
    eq(q.status, 1),
    eq(q.questionType, rule.questionType),
    owner.deptId ? or(isNull(q.deptId), eq(q.deptId, owner.deptId)) : isNull(q.deptId),
  ];
  if (rule.difficulty) conditions.push(eq(q.difficulty, rule.difficulty));
  if (rule.classificationId)
    conditions.push(
      sql`${q.classificationId} in (${classificationSubtreeSql(owner.tenantId, rule.classificationId)})`,
    );
  return and(...conditions) as SQL;
}

/** Ids a rule may draw, in a stable order (the seed then decides). */
export async function rulePool(
  db: Db,
  owner: { tenantId: string; deptId: string | null },
  rule: PaperRule,
  exclude: readonly string[] = [],
): Promise<string[]> {
  const where = poolCondition(owner, rule);
  const rows = await db
    .select({ id: teachingQuestion.id })
    .from(teachingQuestion)
    .where(exclude.length ? and(where, notInArray(teachingQuestion.id, [...exclude])) : where)
    // Byte order whatever the database's collation: the same pool in the same order on every server.
    .orderBy(sql`${teachingQuestion.id} collate "C"`);
  return rows.map((r) => r.id);
}

/** "第 2 大题“判断题”需要 10 道判断题（难度 容易），题库中只有 6 道可用". */
export function shortfallMessage(index: number, title: string, rule: PaperRule, available: number): string {
  const type = QUESTION_TYPES[rule.questionType as keyof typeof QUESTION_TYPES] ?? '题目';
  const level = rule.difficulty
    ? `（难度 ${QUESTION_DIFFICULTIES[rule.difficulty as keyof typeof QUESTION_DIFFICULTIES]}）`
    : '';
  return `第 ${index + 1} 大题“${title}”需要 ${rule.count} 道${type}${level}，题库中只有 ${available} 道可用`;
}

function livePaper(db: Db, tenantId: string, paperId: string): Promise<PaperRow> {
  return sharedRead(
    db,
    `paper:${tenantId}:${paperId}`,
    async () => {
      const [paper] = await db
        .select()
        .from(teachingPaper)
        .where(and(eq(teachingPaper.id, paperId), liveScope(teachingPaper, tenantId)));
      if (!paper) throw notFound('试卷不存在');
      return paper;
    },
    START_BURST,
  );
}

/** A paper's sections and fixed questions, in order. */
function paperParts(db: Db, paperId: string) {
  return sharedRead(
    db,
    `paper-parts:${paperId}`,
    () =>
      Promise.all([
        db
          .select()
          .from(teachingPaperSection)
          .where(eq(teachingPaperSection.paperId, paperId))
          .orderBy(asc(teachingPaperSection.sortNo)),
        db
          .select()
          .from(teachingPaperQuestion)
          .where(eq(teachingPaperQuestion.paperId, paperId))
          .orderBy(asc(teachingPaperQuestion.sortNo)),
      ]),
    START_BURST,
  );
}

/**
 * The questions one student gets: fixed sections as stored, random sections drawn with `seed` (never
 * a question twice in a paper), then questions and options shuffled when the paper says so.
 */
export async function drawLayout(
  db: Db,
  tenantId: string,
  paperId: string,
  seed: number,
): Promise<AttemptLayout> {
  return (await drawPaper(db, tenantId, paperId, seed)).layout;
}

/** The live paper, the layout `seed` draws from it and the layout's questions. */
export async function drawPaper(db: Db, tenantId: string, paperId: string, seed: number) {
  const paper = await livePaper(db, tenantId, paperId);
  return { paper, ...(await layoutOf(db, paper, seed)) };
}

/** A layout and its questions (fetched once: option shuffling and rendering both need them). */
async function layoutOf(db: Db, paper: PaperRow, seed: number) {
  const [sections, fixed] = await paperParts(db, paper.id);
  // Every rule's pool at once; questions already used are left out while drawing, in section order,
  // which draws exactly what asking the database to exclude them would.
  const pools = await Promise.all(
    sections.map((s) =>
      s.rule
        ? sharedRead(
            db,
            `pool:${paper.tenantId}:${paper.deptId}:${JSON.stringify(s.rule)}`,
            () => rulePool(db, paper, s.rule as PaperRule),
            START_BURST,
          )
        : [],
    ),
  );
  const used = new Set(fixed.map((f) => f.questionId));
  const layout: AttemptLayout = { sections: [] };
  for (const [index, section] of sections.entries()) {
    let questions: { questionId: string; score: number }[];
    if (section.rule) {
      const rule = section.rule;
      const pool = (pools[index] ?? []).filter((id) => !used.has(id));
      if (pool.length < rule.count)
        throw badRequest(shortfallMessage(index, section.title, rule, pool.length));
      const ids = drawn(pool, rule.count, seededRandom(subSeed(seed, section.id)));
      for (const id of ids) used.add(id);
      questions = ids.map((questionId) => ({ questionId, score: rule.score }));
    } else {
      questions = fixed
        .filter((f) => f.sectionId === section.id)
        .map((f) => ({ questionId: f.questionId, score: f.score }));
    }
    if (paper.shuffleQuestions)
      questions = shuffled(questions, seededRandom(subSeed(seed, `q${section.id}`)));
    layout.sections.push({ title: section.title, instruction: section.instruction, questions });
  }
  const questions = await layoutQuestions(db, layout);
  if (paper.shuffleOptions) shuffleOptions(layout, questions, seed);
  return { layout, questions };
}

function shuffleOptions(layout: AttemptLayout, byId: Map<string, QuestionRow>, seed: number) {
  for (const section of layout.sections) {
    for (const q of section.questions) {
      const row = byId.get(q.questionId);
      if (!row || (row.questionType !== 1 && row.questionType !== 2)) continue;
      q.optionOrder = shuffled(
        row.options.map((o) => o.key),
        seededRandom(subSeed(seed, `o${q.questionId}`)),
      );
    }
  }
}

/** The questions of a layout, by id (deleted ones too: an attempt keeps what it was given). */
export async function layoutQuestions(db: Db, layout: AttemptLayout): Promise<Map<string, QuestionRow>> {
  const ids = layout.sections.flatMap((s) => s.questions.map((q) => q.questionId));
  if (!ids.length) return new Map();
  return sharedRead(
    db,
    `questions:${ids.join(',')}`,
    async () => {
      const rows = await db.select().from(teachingQuestion).where(inArray(teachingQuestion.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },
    START_BURST,
  );
}

/** The non-empty samples of the judge problems behind programming questions (public on the problem page too). */
async function samplesOf(db: Db, rows: QuestionRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.questionType === 6 && r.problemId ? [r.problemId] : [])))];
  if (!ids.length) return new Map<string, { input: string; output: string }[]>();
  const problems = await sharedRead(
    db,
    `samples:${ids.join(',')}`,
    () =>
      db
        .select({ id: judgeProblem.id, samples: judgeProblem.samples })
        .from(judgeProblem)
        .where(inArray(judgeProblem.id, ids)),
    START_BURST,
  );
  return new Map(
    problems.map((p) => [
      p.id,
      p.samples
        .filter((s) => s.input.trim() || s.output.trim())
        .map(({ input, output }) => ({ input, output })),
    ]),
  );
}

/** A layout as the student sees it: the projection only, never answers or analysis. */
export async function renderLayout(
  db: Db,
  paper: Pick<PaperRow, 'id' | 'paperName' | 'intro' | 'duration'>,
  layout: AttemptLayout,
  questions?: Map<string, QuestionRow>,
): Promise<StudentPaper> {
  const byId = questions ?? (await layoutQuestions(db, layout));
  const samples = await samplesOf(db, [...byId.values()]);
  let totalScore = 0;
  const sections = layout.sections.map((s) => ({
    title: s.title,
    instruction: s.instruction,
    questions: s.questions.flatMap((q) => {
      const row = byId.get(q.questionId);
      if (!row) return [];
      totalScore += q.score;
      const seen = studentQuestionOf(row, q.score, q.optionOrder);
      return [
        row.problemId && seen.problemId ? { ...seen, samples: samples.get(row.problemId) ?? [] } : seen,
      ];
    }),
  }));
  return {
    paperId: paper.id,
    paperName: paper.paperName,
    intro: paper.intro,
    totalScore: Math.round(totalScore * 10) / 10,
    duration: paper.duration,
    sections,
  };
}

/** Draw and render in one go (preview with a seed); the questions too, for the print version. */
export async function studentPaperFor(db: Db, tenantId: string, paperId: string, seed: number) {
  const { paper, layout, questions } = await drawPaper(db, tenantId, paperId, seed);
  return { layout, questions, paper: await renderLayout(db, paper, layout, questions) };
}

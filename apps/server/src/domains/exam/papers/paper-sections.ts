import type { PaperRule } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { teachingPaperQuestion, teachingPaperSection } from './paper-tables.ts';

/** A section as written: its title, instruction, and fixed questions or a rule. */
export interface SectionToWrite {
  title: string;
  instruction: string | null;
  questions?: { questionId: string; score: number }[] | null;
  rule?: PaperRule | null;
}

/** Writes a paper's sections and fixed questions as new rows, in the given order. */
export async function insertSections(
  db: Db,
  paper: { id: string; tenantId: string },
  sections: SectionToWrite[],
) {
  const sectionRows = sections.map((s, i) => ({
    id: uuidv7(),
    tenantId: paper.tenantId,
    paperId: paper.id,
    sortNo: i,
    title: s.title,
    instruction: s.instruction,
    rule: s.rule ?? null,
  }));
  const questionRows = sections.flatMap((s, i) =>
    (s.rule ? [] : (s.questions ?? [])).map((q, j) => ({
      id: uuidv7(),
      tenantId: paper.tenantId,
      paperId: paper.id,
      sectionId: sectionRows[i]!.id,
      questionId: q.questionId,
      score: q.score,
      sortNo: j,
    })),
  );
  if (sectionRows.length) await db.insert(teachingPaperSection).values(sectionRows);
  if (questionRows.length) await db.insert(teachingPaperQuestion).values(questionRows);
}

/** Replaces a paper's sections wholesale (inside the caller's transaction). */
export async function replaceSections(
  db: Db,
  paper: { id: string; tenantId: string },
  sections: SectionToWrite[],
) {
  await db.delete(teachingPaperQuestion).where(eq(teachingPaperQuestion.paperId, paper.id));
  await db.delete(teachingPaperSection).where(eq(teachingPaperSection.paperId, paper.id));
  await insertSections(db, paper, sections);
}

/** A stored paper's sections in the shape they are written in (copies). */
export async function storedSections(db: Db, paperId: string): Promise<SectionToWrite[]> {
  const [sections, fixed] = await Promise.all([
    db.select().from(teachingPaperSection).where(eq(teachingPaperSection.paperId, paperId)),
    db.select().from(teachingPaperQuestion).where(eq(teachingPaperQuestion.paperId, paperId)),
  ]);
  return sections
    .sort((a, b) => a.sortNo - b.sortNo)
    .map((s) => ({
      title: s.title,
      instruction: s.instruction,
      rule: s.rule ?? null,
      questions: s.rule
        ? null
        : fixed
            .filter((f) => f.sectionId === s.id)
            .sort((a, b) => a.sortNo - b.sortNo)
            .map((f) => ({ questionId: f.questionId, score: f.score })),
    }));
}

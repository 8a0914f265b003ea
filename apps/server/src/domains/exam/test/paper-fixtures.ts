import type { QuestionOption } from '@ck/shared';
import { count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper, teachingPaperQuestion, teachingPaperSection } from '../papers/paper-tables.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { teachingPaperClassification } from '../resources.ts';

export const PAPER = '/api/teaching/teachingPaper';
export const CLASSIFICATION_TREE = '/api/teaching/teachingPaperClassification/listNoAuth';

const CHOICES: QuestionOption[] = [
  { key: 'A', content: '选项甲' },
  { key: 'B', content: '选项乙' },
  { key: 'C', content: '选项丙' },
  { key: 'D', content: '选项丁' },
];

export interface QuestionSeed {
  tenantId?: string;
  deptId?: string | null;
  classificationId?: string | null;
  questionType?: number;
  difficulty?: number;
  status?: number;
  delFlag?: number;
  content?: string;
}

let n = 0;

/** A question straight into the bank (the question routes belong to another area). */
export async function insertQuestion(t: TestApp, seed: QuestionSeed = {}): Promise<string> {
  const id = uuidv7();
  const type = seed.questionType ?? 1;
  await t.db.insert(teachingQuestion).values({
    id,
    tenantId: seed.tenantId ?? DEFAULT_TENANT_ID,
    deptId: seed.deptId ?? null,
    classificationId: seed.classificationId ?? null,
    questionType: type,
    questionContent: seed.content ?? `<p>第 ${++n} 道测试题</p>`,
    options: type === 1 || type === 2 ? CHOICES : [],
    answer: type === 1 ? 'B' : type === 2 ? 'A,C' : type === 3 ? '1' : '参考答案',
    analysis: '解析：因为所以',
    difficulty: seed.difficulty ?? 1,
    status: seed.status ?? 1,
    delFlag: seed.delFlag ?? 0,
    createBy: 'test',
  });
  return id;
}

/** `count` questions alike. */
export async function insertQuestions(t: TestApp, howMany: number, seed: QuestionSeed = {}) {
  const ids: string[] = [];
  for (let i = 0; i < howMany; i++) ids.push(await insertQuestion(t, seed));
  return ids;
}

/** A classification straight into its table. */
export async function insertClassification(
  t: TestApp,
  name: string,
  parentId: string | null = null,
  tenantId = DEFAULT_TENANT_ID,
  sortNo = 0,
): Promise<string> {
  const id = uuidv7();
  await t.db
    .insert(teachingPaperClassification)
    .values({ id, tenantId, classificationName: name, parentId, sortNo, createBy: 'test' });
  return id;
}

/** Rows of the paper tables and the bank, to show a refusal wrote nothing. */
export async function rowCounts(t: TestApp) {
  const of = async (
    table:
      | typeof teachingPaper
      | typeof teachingPaperSection
      | typeof teachingPaperQuestion
      | typeof teachingQuestion,
  ) => Number((await t.db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    papers: await of(teachingPaper),
    sections: await of(teachingPaperSection),
    paperQuestions: await of(teachingPaperQuestion),
    questions: await of(teachingQuestion),
    classifications: Number((await t.db.select({ n: count() }).from(teachingPaperClassification))[0]?.n ?? 0),
  };
}

/** A fixed section of the given questions at `score` each. */
export const fixedSection = (title: string, ids: string[], score = 2): Json => ({
  title,
  questions: ids.map((questionId) => ({ questionId, score })),
});

/** A random section: `count` questions of a type (and optionally difficulty / classification). */
export const randomSection = (title: string, rule: Json): Json => ({ title, rule: { score: 2, ...rule } });

/** Adds a paper; fails the test on refusal; answers the saved detail. */
export async function addPaper(c: Client, body: Json): Promise<Json> {
  const res = await c.post(`${PAPER}/add`, { paperName: `试卷${++n}`, ...body });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Json;
}

export { expectRefused } from '../../../../test/helpers/refusals.ts';

/** A stored paper row. */
export async function storedPaper(t: TestApp, id: string) {
  const [row] = await t.db.select().from(teachingPaper).where(eq(teachingPaper.id, id));
  return row;
}

/** A stored question row. */
export async function storedQuestion(t: TestApp, id: string) {
  const [row] = await t.db.select().from(teachingQuestion).where(eq(teachingQuestion.id, id));
  return row;
}

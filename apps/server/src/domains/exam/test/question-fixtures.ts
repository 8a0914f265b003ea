import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper, teachingPaperQuestion, teachingPaperSection } from '../papers/paper-tables.ts';
import { teachingQuestion } from '../questions/question-tables.ts';

export const Q = '/api/teaching/teachingQuestion';
export const CLASSIFICATION = '/api/teaching/teachingPaperClassification';

export { expectRefused } from '../../../../test/helpers/refusals.ts';

const abcd = [
  { key: 'A', content: '运动' },
  { key: 'B', content: '外观' },
  { key: 'C', content: '声音' },
  { key: 'D', content: '事件' },
];

/** A valid body of each type (the programming one needs a judge problem id). */
export const bodies = {
  single: (extra: Json = {}) => ({
    questionType: 1,
    questionContent: '“移动 10 步”属于哪一类积木？',
    options: abcd,
    answer: 'A',
    ...extra,
  }),
  multiple: (extra: Json = {}) => ({
    questionType: 2,
    questionContent: '下面哪些是 Scratch 的积木类别？',
    options: abcd,
    answer: 'C,A',
    ...extra,
  }),
  trueFalse: (extra: Json = {}) => ({ questionType: 3, questionContent: '1 + 1 = 2', answer: '1', ...extra }),
  blanks: (extra: Json = {}) => ({
    questionType: 4,
    questionContent: '1 + 1 = ____，2 × 3 = ____',
    answer: [['2', '二'], ['6']],
    ...extra,
  }),
  shortAnswer: (extra: Json = {}) => ({
    questionType: 5,
    questionContent: '说说循环积木的作用',
    answer: '重复执行里面的积木',
    ...extra,
  }),
  programming: (problemId: string, extra: Json = {}) => ({
    questionType: 6,
    questionContent: '编程求两数之和',
    problemId,
    ...extra,
  }),
  practical: (extra: Json = {}) => ({
    questionType: 7,
    questionContent: '用 Scratch 做一个会跳舞的小猫',
    practiceEditor: 'scratch',
    rubric: '能动起来 5 分，有音乐 5 分',
    ...extra,
  }),
};

/** Adds a question and returns it; fails the test on refusal. */
export async function addQuestion(c: Client, body: Json): Promise<Json> {
  const res = await c.post(`${Q}/add`, body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Json;
}

/** Every question row, deleted ones included: "nothing was written" checks compare it. */
export async function questionRowCount(t: TestApp) {
  const [{ n }] = await t.db.select({ n: sql<number>`count(*)` }).from(teachingQuestion);
  return Number(n);
}

export async function storedQuestion(t: TestApp, id: string) {
  const [row] = await t.db.select().from(teachingQuestion).where(eq(teachingQuestion.id, id));
  return row;
}

/** A classification added by the admin; returns its id. */
export async function addClassification(admin: Client, classificationName: string, parentId?: string) {
  const res = await admin.post(`${CLASSIFICATION}/add`, { classificationName, parentId });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

/** A live paper of the default tenant with one section holding the questions, straight into the tables. */
export async function paperHolding(t: TestApp, paperName: string, questionIds: string[]) {
  const paperId = uuidv7();
  const sectionId = uuidv7();
  await t.db.insert(teachingPaper).values({ id: paperId, tenantId: DEFAULT_TENANT_ID, paperName });
  await t.db
    .insert(teachingPaperSection)
    .values({ id: sectionId, tenantId: DEFAULT_TENANT_ID, paperId, title: '一、选择题' });
  await t.db.insert(teachingPaperQuestion).values(
    questionIds.map((questionId, i) => ({
      id: uuidv7(),
      tenantId: DEFAULT_TENANT_ID,
      paperId,
      sectionId,
      questionId,
      score: 2,
      sortNo: i,
    })),
  );
  return paperId;
}

export async function deletePaper(t: TestApp, paperId: string) {
  await t.db.update(teachingPaper).set({ delFlag: 1 }).where(eq(teachingPaper.id, paperId));
}

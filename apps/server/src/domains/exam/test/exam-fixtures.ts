import type { QuestionOption } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingUserPaper } from '../exams/exam-tables.ts';
import { teachingPaper, teachingPaperQuestion, teachingPaperSection } from '../papers/paper-tables.ts';
import { teachingQuestion } from '../questions/question-tables.ts';

export const EXAM = '/api/teaching/teachingExam';
export const USER_PAPER = '/api/teaching/teachingUserPaper';

export const ABCD: QuestionOption[] = ['A', 'B', 'C', 'D'].map((key) => ({ key, content: `选项${key}` }));

export interface QuestionSpec {
  questionType: number;
  answer?: string | null;
  options?: QuestionOption[];
  analysis?: string | null;
  rubric?: string | null;
  problemId?: string | null;
  practiceEditor?: string | null;
  caseSensitive?: number;
  trimSpace?: number;
  /** Its score in the paper. */
  score?: number;
}

/** Questions, a paper and one fixed section straight into the tables (the bank's routes are another area's). */
export async function insertPaper(
  t: TestApp,
  specs: QuestionSpec[],
  opts: { status?: number; deptId?: string | null; tenantId?: string } = {},
) {
  const tenantId = opts.tenantId ?? DEFAULT_TENANT_ID;
  const paperId = uuidv7();
  const sectionId = uuidv7();
  const questionIds: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const id = uuidv7();
    questionIds.push(id);
    await t.db.insert(teachingQuestion).values({
      id,
      tenantId,
      questionType: spec.questionType,
      questionContent: `<p>第 ${i + 1} 题</p>`,
      options: spec.options ?? ([1, 2].includes(spec.questionType) ? ABCD : []),
      answer: spec.answer ?? null,
      analysis: spec.analysis ?? `解析 ${i + 1}`,
      rubric: spec.rubric ?? null,
      problemId: spec.problemId ?? null,
      practiceEditor: spec.practiceEditor ?? null,
      caseSensitive: spec.caseSensitive ?? 0,
      trimSpace: spec.trimSpace ?? 1,
      score: spec.score ?? 2,
    });
  }
  const total = specs.reduce((n, s) => n + (s.score ?? 2), 0);
  await t.db.insert(teachingPaper).values({
    id: paperId,
    tenantId,
    deptId: opts.deptId ?? null,
    paperName: `试卷${paperId.slice(-6)}`,
    totalScore: total,
    status: opts.status ?? 1,
  });
  await t.db
    .insert(teachingPaperSection)
    .values({ id: sectionId, tenantId, paperId, sortNo: 1, title: '一、题目' });
  for (const [i, questionId] of questionIds.entries()) {
    await t.db.insert(teachingPaperQuestion).values({
      id: uuidv7(),
      tenantId,
      paperId,
      sectionId,
      questionId,
      score: specs[i].score ?? 2,
      sortNo: i,
    });
  }
  return { paperId, questionIds, total };
}

/** `YYYY-MM-DD HH:mm:ss` of now plus `minutes`. */
export const at = (minutes: number) => formatDateTime(new Date(Date.now() + minutes * 60_000)) as string;

/** Schedules an exam through the API; fails the test on refusal. */
export async function addExam(c: Client, body: Json): Promise<string> {
  const res = await c.post(`${EXAM}/add`, {
    examName: `考试${Date.now().toString(36)}`,
    startTime: at(-60),
    endTime: at(120),
    duration: 60,
    ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

export { userIdOf } from '../../../../test/helpers/users.ts';

/** Moves an attempt's deadline (the clock, as far as the attempt knows). */
export async function setDeadline(t: TestApp, userPaperId: string, minutesFromNow: number) {
  await t.db
    .update(teachingUserPaper)
    .set({ deadline: new Date(Date.now() + minutesFromNow * 60_000) })
    .where(eq(teachingUserPaper.id, userPaperId));
}

/** Every key of a JSON value, however deep. */
export function deepKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) deepKeys(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      deepKeys(v, out);
    }
  return out;
}

/** No answer key, analysis or rubric anywhere in a student's answer. */
export function expectNoSecrets(body: unknown) {
  const keys = deepKeys(body);
  for (const secret of ['answer', 'analysis', 'rubric', 'passwordHash', 'password'])
    expect(keys.has(secret), `key ${secret}`).toBe(false);
}

export { expectRefused } from '../../../../test/helpers/refusals.ts';

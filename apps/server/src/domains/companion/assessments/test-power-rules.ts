import {
  ASSESSMENT_QUESTION_TYPES,
  answerFormatHint,
  isAnswerWellFormed,
  minOptionsOf,
  type TestPowerBody,
} from '@ck/shared';
import { badRequest } from '../../../platform/http/errors.ts';

/**
 * The rules of an assessment definition beyond its schema: age range, dimensions, weights, answers,
 * question ids and bands. Throws a Chinese 400 naming the first broken rule (question numbers from 1).
 */
export function checkTestPower(body: TestPowerBody): void {
  if (body.ageMin > body.ageMax) throw badRequest('适用年龄的最小值不能大于最大值');
  const keys = new Set<string>();
  for (const d of body.dimensions) {
    if (keys.has(d.key)) throw badRequest(`维度标识“${d.key}”重复`);
    keys.add(d.key);
  }
  const ids = new Set<string>();
  body.questions.forEach((q, i) => {
    const no = `第 ${i + 1} 题`;
    if (ids.has(q.id)) throw badRequest(`${no}的编号与前面的题目重复`);
    ids.add(q.id);
    const typeName = ASSESSMENT_QUESTION_TYPES[q.type];
    if (q.type === 'judge' && q.options.length) throw badRequest(`${no}是判断题，不需要选项`);
    if (q.options.length < minOptionsOf(q.type)) throw badRequest(`${no}（${typeName}）至少需要 2 个选项`);
    if (!isAnswerWellFormed(q.type, q.options.length, q.answer))
      throw badRequest(`${no}：${answerFormatHint(q.type)}`);
    let weighted = false;
    for (const [key, weight] of Object.entries(q.weights)) {
      if (!keys.has(key)) throw badRequest(`${no}的权重指向不存在的维度“${key}”`);
      if (weight > 0) weighted = true;
    }
    if (!weighted) throw badRequest(`${no}须至少为一个维度设置大于 0 的权重`);
  });
  const mins = new Set<number>();
  for (const b of body.bands) {
    if (mins.has(b.minPercent)) throw badRequest(`等级的起始百分比 ${b.minPercent}% 重复`);
    mins.add(b.minPercent);
  }
  if (!mins.has(0)) throw badRequest('须有一个从 0% 起的等级，让每个得分都有评语');
}

/** Whether an edit changes what was scored: questions or dimensions (texts of bands may change). */
export function changesScoring(
  before: Pick<TestPowerBody, 'questions' | 'dimensions'>,
  after: Pick<TestPowerBody, 'questions' | 'dimensions'>,
): boolean {
  return (
    JSON.stringify(normalQuestions(before.questions)) !== JSON.stringify(normalQuestions(after.questions)) ||
    JSON.stringify(before.dimensions.map(({ key, name }) => ({ key, name }))) !==
      JSON.stringify(after.dimensions.map(({ key, name }) => ({ key, name })))
  );
}

// jsonb does not keep key order; compare questions with their keys in one order.
function normalQuestions(questions: TestPowerBody['questions']) {
  return questions.map((q) => ({
    id: q.id,
    type: q.type,
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    score: q.score,
    weights: Object.fromEntries(Object.entries(q.weights).sort(([a], [b]) => a.localeCompare(b))),
    bankQuestionId: q.bankQuestionId ?? null,
  }));
}

import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { pagingSchema } from '../paging.ts';
import { ASSESSMENT_LIMITS, ASSESSMENT_QUESTION_TYPES, type AssessmentQuestionType } from './constants.ts';

const L = ASSESSMENT_LIMITS;
const questionTypes = codeKeys(ASSESSMENT_QUESTION_TYPES);

/** A scored aspect of coding ability (逻辑思维, 循环 ...); `key` is stable, `name` is shown. */
export const dimensionSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,19}$/, '维度标识须为小写字母开头的字母、数字或下划线（最多 20 位）'),
  name: z.string().trim().min(1, '请填写维度名称').max(20, '维度名称不能超过 20 个字符'),
});
export type AssessmentDimension = z.infer<typeof dimensionSchema>;

/**
 * One question. `answer` is option letters for choices (`"A"`, `"AC"`), `"T"`/`"F"` for true/false,
 * and the options' letters in the right order for `order` tasks (`"CAB"`). A correct answer earns
 * `score`; each dimension gets `score × weight` of it (weights 0-10, at least one above 0).
 * `bankQuestionId` names the question-bank question it was copied from.
 */
export const assessmentQuestionSchema = z.object({
  id: z.string().trim().min(1).max(36),
  type: z.enum(questionTypes, { error: '题型不正确' }),
  stem: z.string().trim().min(1, '请填写题干').max(5000, '题干不能超过 5000 个字符'),
  options: z
    .array(z.string().trim().min(1, '选项不能为空').max(500, '选项不能超过 500 个字符'))
    .max(L.options, `选项最多 ${L.options} 个`),
  answer: z.string().trim().min(1, '请设置答案').max(L.options),
  score: z.number().int().min(1, '分值至少为 1').max(L.score, `分值不能超过 ${L.score}`),
  weights: z.record(z.string(), z.number().min(0).max(L.weight, `权重不能超过 ${L.weight}`)),
  bankQuestionId: z.string().max(36).nullish(),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

/** A score band: from `minPercent` of the total upward, with the parent's text and courses to suggest. */
export const scoreBandSchema = z.object({
  minPercent: z.number().int().min(0).max(100),
  title: z.string().trim().min(1, '请填写等级名称').max(20, '等级名称不能超过 20 个字符'),
  text: z.string().trim().min(1, '请填写等级评语').max(1000, '等级评语不能超过 1000 个字符'),
  courseIds: z.array(z.string().max(36)).max(5, '每个等级最多推荐 5 门课程'),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

/** `teachingTestPower/add|edit` body (edit carries `id`). Cross-field rules are checked by the server. */
export const testPowerBody = z.object({
  id: z.string().max(36).optional(),
  name: z.string().trim().min(1, '请填写测评名称').max(60, '测评名称不能超过 60 个字符'),
  cover: z.string().trim().max(1000).nullish(),
  intro: z.string().trim().max(2000, '简介不能超过 2000 个字符').nullish(),
  ageMin: z.number().int().min(3, '适用年龄最小 3 岁').max(18),
  ageMax: z.number().int().min(3).max(18, '适用年龄最大 18 岁'),
  durationMinutes: z.number().int().min(0).max(180).default(0),
  dimensions: z.array(dimensionSchema).min(1, '至少需要一个维度').max(L.dimensions),
  questions: z.array(assessmentQuestionSchema).min(1, '至少需要一道题').max(L.questions),
  bands: z.array(scoreBandSchema).min(1, '至少需要一个等级').max(L.bands),
  status: z.enum(['0', '1']).default('0'),
  sortNo: z.number().int().min(0).max(100000).default(0),
});
export type TestPowerBody = z.infer<typeof testPowerBody>;

/** An assessment as the back office reads it (with answers). */
export interface TestPowerRecord extends Omit<TestPowerBody, 'id'> {
  id: string;
  questionCount: number;
  totalScore: number;
  reportCount: number;
  createTime: string;
  updateTime: string | null;
}

export const testPowerQuery = z.object({
  ...pagingSchema,
  name: z.string().trim().max(60).optional(),
  status: z.enum(['0', '1']).optional(),
});
export type TestPowerQuery = z.infer<typeof testPowerQuery>;

/** One dimension of a scored attempt. */
export interface DimensionScore {
  key: string;
  name: string;
  score: number;
  max: number;
  /** 0-100, rounded; 0 when the dimension carries no weight. */
  percent: number;
}

/** The scoring of one attempt. */
export interface AssessmentScore {
  total: number;
  max: number;
  percent: number;
  dimensions: DimensionScore[];
  /** Index into the assessment's bands: the one with the highest `minPercent` not above `percent`. */
  bandIndex: number;
}

/** The bank's question types an assessment can take over, by the bank's type code (1, 2, 3). */
export const BANK_TYPE_OF = { 1: 'single', 2: 'multiple', 3: 'judge' } as const satisfies Record<
  number,
  AssessmentQuestionType
>;

/** `GET /api/teaching/teachingTestPower/bankQuestions`: a page of the question bank for the editor's picker. */
export const bankQuestionQuery = z.object({
  ...pagingSchema,
  type: z.enum(['single', 'multiple', 'judge'], { error: '只能导入单选、多选或判断题' }).optional(),
  /** Stem keyword. */
  keyword: z.string().trim().max(50).optional(),
});
export type BankQuestionQuery = z.infer<typeof bankQuestionQuery>;

/**
 * A bank question in the shape of an assessment question (stem as plain text, answer converted,
 * weights empty): the editor sets weights and adds it. `id` is a fresh id for the assessment.
 */
export interface BankQuestionItem extends AssessmentQuestion {
  bankQuestionId: string;
}

import { z } from 'zod';
import { addBodyOf, editBodyOf, recordIdField } from '../form-bodies.ts';
import { distinctItems } from '../list-items.ts';
import { pagingFields } from '../paging.ts';
import { keyword } from '../query-params.ts';
import { auditFields } from '../record-fields.ts';
import { idText, optionalId, optionalText, zeroOne } from '../teaching/fields.ts';
import { PRACTICE_EDITORS, QUESTION_DIFFICULTIES, QUESTION_STATUSES, QUESTION_TYPES } from './codes.ts';

/**
 * The question bank (`/api/teaching/teachingQuestion/*`). The shapes here are the wire contract; the
 * per-type rules (an answer among the options, a blank without an accepted answer, a programming
 * question without a problem) are checked by the server's question service.
 */

const typeError = '题型只能是 1（单选）、2（多选）、3（判断）、4（填空）、5（简答）、6（编程）或 7（实操）';
const difficultyError = '难度只能是 1 到 5';

export const questionTypeField = z.coerce
  .number({ error: typeError })
  .int(typeError)
  .refine((v) => v in QUESTION_TYPES, typeError);

export const difficultyField = z.coerce
  .number({ error: difficultyError })
  .int(difficultyError)
  .refine((v) => v in QUESTION_DIFFICULTIES, difficultyError);

/** A positive score with at most one decimal (0.5 steps are common in level exams). */
export const scoreField = (label = '分值') =>
  z.coerce
    .number({ error: `${label}必须是正数` })
    .positive(`${label}必须是正数`)
    .max(1000, `${label}不能超过 1000`)
    .refine((v) => Math.round(v * 10) === v * 10, `${label}最多保留一位小数`);

/** One option of a choice question: `A`..`H` and sanitised rich text. */
export const questionOptionSchema = z.object({
  key: z
    .string({ error: '选项标识只能是 A 到 H' })
    .trim()
    .toUpperCase()
    .regex(/^[A-H]$/, '选项标识只能是 A 到 H'),
  content: z.string({ error: '请填写选项内容' }).max(20_000, '选项内容过长'),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** Tags as an array or a comma list; trimmed, distinct, at most 10 of 20 characters. */
export const tagsField = z
  .union([z.string().max(400, '标签过多'), z.array(z.string().max(20, '单个标签不能超过 20 个字符')).max(10)])
  .nullish()
  .transform((v, ctx) => {
    const tags = distinctItems(v, /[,，]/);
    if (tags.length > 10) {
      ctx.addIssue({ code: 'custom', message: '知识点标签最多 10 个' });
      return z.NEVER;
    }
    if (tags.some((t) => t.length > 20)) {
      ctx.addIssue({ code: 'custom', message: '单个标签不能超过 20 个字符' });
      return z.NEVER;
    }
    return tags;
  });

/**
 * The answer: "A" (single), "A,C" (multiple), "1" / "0" (true / false), for fill-in-the-blank one
 * array of accepted answers per blank (sent as an array or as its JSON text), free text otherwise.
 * Always stored and answered as text.
 */
export const answerField = z
  .union([
    z.string().max(20_000, '答案过长'),
    z.array(z.array(z.string().max(200, '单个填空答案过长')).max(20)).max(50),
  ])
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : Array.isArray(v) ? JSON.stringify(v) : v));

const editorError = '实操题的编辑器只能是 scratch 或 python';

// Without defaults: `edit` changes only what it is sent.
const questionShape = {
  questionType: questionTypeField,
  /** Sanitised rich text: images, code blocks, `$LaTeX$`. */
  questionContent: z.string({ error: '请填写题干' }).trim().min(1, '请填写题干').max(100_000, '题干过长'),
  options: z.array(questionOptionSchema).max(8, '选项最多 8 个').nullish(),
  answer: answerField,
  /** 解析: rich text, never sent to a student before the exam's rules allow it. */
  analysis: z
    .string()
    .max(100_000, '解析过长')
    .nullish()
    .transform((v) => v || null),
  score: scoreField('默认分值'),
  difficulty: difficultyField,
  classificationId: optionalId('题目分类'),
  tags: tagsField,
  source: optionalText(100, '来源'),
  status: z.coerce
    .number({ error: '状态只能是 0（停用）或 1（启用）' })
    .int()
    .refine((v) => v in QUESTION_STATUSES, '状态只能是 0（停用）或 1（启用）'),
  /** Programming (6): the judge problem whose cases score the answer. */
  problemId: optionalId('判题题目'),
  /** Fill-in-the-blank (4): 1 compares letters' case; surrounding spaces are trimmed unless trimSpace is 0. */
  caseSensitive: zeroOne('区分大小写'),
  trimSpace: zeroOne('忽略首尾空格'),
  /** Practical task (7): the editor the student builds in and the teacher's rubric. */
  practiceEditor: z
    .string({ error: editorError })
    .refine((v) => v in PRACTICE_EDITORS, editorError)
    .nullish()
    .transform((v) => v || null),
  rubric: z
    .string()
    .max(20_000, '评分标准过长')
    .nullish()
    .transform((v) => v || null),
};

export const questionAddBody = addBodyOf(questionShape, {
  score: 2,
  difficulty: 1,
  status: 1,
  caseSensitive: 0,
  trimSpace: 1,
});
export const questionEditBody = editBodyOf(questionShape);
export type QuestionAddBody = z.output<typeof questionAddBody>;
export type QuestionEditBody = z.output<typeof questionEditBody>;

export const questionListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  /** A classification and everything under it. */
  classificationId: optionalId('题目分类'),
  questionType: questionTypeField.optional(),
  difficulty: difficultyField.optional(),
  tag: keyword('知识点'),
  /** Stem keyword. */
  keyword: keyword('题干'),
  status: z.coerce.number().int().min(0).max(1).optional(),
  /** Leave out these ids (the paper editor's picker hides what the paper already holds). */
  excludeIds: z.string().max(20_000).optional(),
});
export type QuestionListQuery = z.output<typeof questionListQuery>;

/** A question as the bank's managers see it. */
export const questionSchema = z.object({
  id: z.string(),
  questionType: z.number().int(),
  questionType_dictText: z.string(),
  questionContent: z.string(),
  options: z.array(questionOptionSchema),
  answer: z.string().nullable(),
  analysis: z.string().nullable(),
  score: z.number(),
  difficulty: z.number().int(),
  difficulty_dictText: z.string(),
  classificationId: z.string().nullable(),
  classificationId_dictText: z.string().nullable(),
  tags: z.array(z.string()),
  source: z.string().nullable(),
  status: z.number().int(),
  problemId: z.string().nullable(),
  problemId_dictText: z.string().nullable(),
  caseSensitive: z.number().int(),
  trimSpace: z.number().int(),
  practiceEditor: z.string().nullable(),
  rubric: z.string().nullable(),
  /** The school it belongs to; null is the shared bank of the organisation. */
  deptId: z.string().nullable(),
  /** Papers holding it (batch delete is refused while one is in use). */
  paperCount: z.number().int(),
  ...auditFields,
});
export type Question = z.infer<typeof questionSchema>;

/**
 * A question as a student sees it in a paper: never the answer, the analysis, the rubric or the
 * blank rules. Fill-in-the-blank carries how many blanks to show.
 */
export const studentQuestionSchema = z.object({
  id: z.string(),
  questionType: z.number().int(),
  questionContent: z.string(),
  options: z.array(questionOptionSchema),
  score: z.number(),
  blankCount: z.number().int(),
  problemId: z.string().nullable(),
  practiceEditor: z.string().nullable(),
  /** Programming questions: the judge problem's samples, to run the code against before handing in. */
  samples: z.array(z.object({ input: z.string(), output: z.string() })).optional(),
});
export type StudentQuestion = z.infer<typeof studentQuestionSchema>;

/** A section of a paper as a student sees it (or a teacher, with more on each question). */
export const studentSectionOf = <Q extends z.ZodType>(question: Q) =>
  z.object({ title: z.string(), instruction: z.string().nullable(), questions: z.array(question) });

/** Copy (`copy`), move to another classification (`batchMove`). */
export const questionCopyBody = z.object({ id: recordIdField });
export const questionBatchMoveBody = z.object({
  ids: z.array(idText).min(1, '请选择题目').max(500, '一次最多移动 500 道题'),
  classificationId: optionalId('目标分类'),
});

/** `importExcel` reads at most this many questions from one file. */
export const QUESTION_IMPORT_MAX_ROWS = 2000;

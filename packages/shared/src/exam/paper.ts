import { z } from 'zod';
import { addBodyOf, editBodyOf, recordIdField } from '../form-bodies.ts';
import { pagingFields } from '../paging.ts';
import { keyword } from '../query-params.ts';
import { auditFields } from '../record-fields.ts';
import { fileText, idText, intField, optionalId, zeroOne } from '../teaching/fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { PAPER_STATUSES } from './codes.ts';
import {
  difficultyField,
  questionTypeField,
  scoreField,
  studentQuestionSchema,
  studentSectionOf,
} from './question.ts';

/**
 * Papers (`/api/teaching/teachingPaper/*`): sections (大题) holding fixed questions with their scores,
 * or a random rule drawn per student with a fixed seed.
 */

/** A random section's rule: `count` questions of a type (and optionally a difficulty) from a classification. */
export const paperRuleSchema = z.object({
  classificationId: optionalId('抽题分类'),
  questionType: questionTypeField,
  difficulty: difficultyField.nullish().transform((v) => v ?? null),
  count: intField('抽题数量', 1, 200),
  score: scoreField('每题分值'),
});
export type PaperRule = z.output<typeof paperRuleSchema>;

export const paperSectionBody = z.object({
  title: requiredText(100, '大题标题', '请填写'),
  instruction: optionalText(1000, '大题说明'),
  questions: z
    .array(z.object({ questionId: idText, score: scoreField('题目分值') }))
    .max(200, '一个大题最多 200 道题')
    .nullish(),
  rule: paperRuleSchema.nullish(),
});
export type PaperSectionBody = z.output<typeof paperSectionBody>;

const paperShape = {
  paperName: requiredText(100, '试卷名称', '请填写'),
  classificationId: optionalId('试卷分类'),
  cover: fileText('封面'),
  intro: optionalText(2000, '试卷说明'),
  passScore: z.coerce
    .number({ error: '及格分必须是数字' })
    .min(0, '及格分不能为负')
    .max(10_000)
    .nullish()
    .transform((v) => v ?? null),
  /** Suggested duration in minutes. */
  duration: z.coerce
    .number({ error: '建议时长必须是 1 到 600 分钟' })
    .int('建议时长必须是 1 到 600 分钟')
    .min(1, '建议时长必须是 1 到 600 分钟')
    .max(600, '建议时长必须是 1 到 600 分钟'),
  shuffleQuestions: zeroOne('题目乱序'),
  shuffleOptions: zeroOne('选项乱序'),
  status: z.coerce
    .number({ error: '状态只能是 0（草稿）或 1（已发布）' })
    .int()
    .refine((v) => v in PAPER_STATUSES, '状态只能是 0（草稿）或 1（已发布）'),
  sections: z.array(paperSectionBody).min(1, '试卷至少需要一个大题').max(20, '试卷最多 20 个大题'),
};

export const paperAddBody = addBodyOf(paperShape, {
  duration: 60,
  shuffleQuestions: 0,
  shuffleOptions: 0,
  status: 1,
});
export const paperEditBody = editBodyOf(paperShape);
export type PaperAddBody = z.output<typeof paperAddBody>;
export type PaperEditBody = z.output<typeof paperEditBody>;

export const paperListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  classificationId: optionalId('试卷分类'),
  paperName: keyword('试卷名称'),
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type PaperListQuery = z.output<typeof paperListQuery>;

/** A section as managers read it: its fixed questions (with the bank's fields) or its rule. */
export const paperSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  instruction: z.string().nullable(),
  questions: z.array(
    z.object({
      questionId: z.string(),
      score: z.number(),
      questionType: z.number().int(),
      questionContent: z.string(),
      difficulty: z.number().int(),
    }),
  ),
  rule: paperRuleSchema.nullable(),
  /** Fixed: the sum of its scores; random: count × score. */
  sectionScore: z.number(),
});
export type PaperSection = z.infer<typeof paperSectionSchema>;

export const paperSchema = z.object({
  id: z.string(),
  paperName: z.string(),
  classificationId: z.string().nullable(),
  classificationId_dictText: z.string().nullable(),
  cover: z.string().nullable(),
  cover_url: z.string().nullable(),
  intro: z.string().nullable(),
  totalScore: z.number(),
  passScore: z.number().nullable(),
  duration: z.number().int(),
  shuffleQuestions: z.number().int(),
  shuffleOptions: z.number().int(),
  status: z.number().int(),
  status_dictText: z.string(),
  questionCount: z.number().int(),
  /** 1 when some section is drawn at random. */
  hasRandom: z.number().int(),
  /** The school it belongs to; null is the organisation's own bank. */
  deptId: z.string().nullable(),
  /** 1: offered in the shared library other schools pull from. */
  shared: z.number().int(),
  /** The paper it was copied from (push, pull, clone). */
  originId: z.string().nullable(),
  ...auditFields,
});
export type PaperRow = z.infer<typeof paperSchema>;

export const paperDetailSchema = paperSchema.extend({ sections: z.array(paperSectionSchema) });
export type PaperDetail = z.infer<typeof paperDetailSchema>;

/**
 * A paper as one student sees it (preview and the exam): random sections drawn with `seed`, questions
 * and options shuffled when the paper says so, never answers or analysis.
 */
export const studentPaperSchema = z.object({
  paperId: z.string(),
  paperName: z.string(),
  intro: z.string().nullable(),
  totalScore: z.number(),
  duration: z.number().int(),
  sections: z.array(studentSectionOf(studentQuestionSchema)),
});
export type StudentPaper = z.infer<typeof studentPaperSchema>;

/** `preview?id=&seed=`: the paper as a student with that seed would see it; `answers=1` adds the key (print). */
export const paperPreviewQuery = z.object({
  id: recordIdField,
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  answers: zeroOne('显示答案').default(0),
});

/** The teacher's print version: each question with its answer and analysis. */
export const paperKeySchema = studentPaperSchema.extend({
  sections: z.array(
    studentSectionOf(
      studentQuestionSchema.extend({ answer: z.string().nullable(), analysis: z.string().nullable() }),
    ),
  ),
});
export type PaperKey = z.infer<typeof paperKeySchema>;

/** Distribution: push papers to schools / tenants, pull from the shared library, clone. */
export const paperCloneBody = z.object({ id: recordIdField });
export const paperPushBody = z.object({
  paperIds: z.array(idText).min(1, '请选择试卷').max(50, '一次最多推送 50 份试卷'),
  /** Schools (organisations, orgCategory 1) of this tenant. */
  deptIds: z.array(idText).max(200).default([]),
  /** Other tenants (platform administrators only). */
  tenantIds: z.array(idText).max(200).default([]),
});
export const paperPullBody = z.object({
  paperIds: z.array(idText).min(1, '请选择试卷').max(50, '一次最多拉取 50 份试卷'),
});
export const paperShareBody = z.object({ id: idText, shared: zeroOne('共享') });
/** What a push / pull / clone made: one new paper id per source paper and target. */
export const paperCopyResultSchema = z.object({
  papers: z.array(z.object({ sourceId: z.string(), paperId: z.string(), target: z.string() })),
});
export type PaperCopyResult = z.infer<typeof paperCopyResultSchema>;

/** A node of the classification tree for pickers (`teachingPaperClassification/listNoAuth`). */
export interface PaperClassificationNode {
  id: string;
  classificationName: string;
  parentId: string | null;
  sortNo: number;
  children: PaperClassificationNode[];
}
export const paperClassificationNodeSchema: z.ZodType<PaperClassificationNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    classificationName: z.string(),
    parentId: z.string().nullable(),
    sortNo: z.number().int(),
    children: z.array(paperClassificationNodeSchema),
  }),
);

/** `sharedList`: the shared library (this organisation's and the platform's shared papers), by name. */
export const paperSharedListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  paperName: keyword('试卷名称'),
});
export type PaperSharedListQuery = z.output<typeof paperSharedListQuery>;

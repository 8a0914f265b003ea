import { z } from 'zod';
import { idResult, storedAuditFields } from '../record-fields.ts';
import { CHECKER_TYPES, PROBLEM_USER_STATUSES, SUBTASK_MODES } from './codes.ts';

// Times are ISO 8601 in UTC, as `Date.toJSON` writes them (`2024-05-01T08:00:00.000Z`).

/** `{id}` of what was just created (a problem, a submission). */
export const judgeCreatedSchema = idResult;
export type JudgeCreated = z.infer<typeof judgeCreatedSchema>;

/** One sample shown in the statement. */
export const problemSampleSchema = z.object({ input: z.string(), output: z.string() });
export type ProblemSample = z.infer<typeof problemSampleSchema>;

/** A test case of the problem's data: file names inside its data directory; `score` only when given. */
export const problemCaseSchema = z.object({
  name: z.string(),
  input: z.string(),
  output: z.string(),
  score: z.number().optional(),
});
export type ProblemCase = z.infer<typeof problemCaseSchema>;

/** A subtask: its points, how it scores and its cases (indexes from 0). */
export const problemSubtaskSchema = z.object({
  score: z.number(),
  mode: z.enum(SUBTASK_MODES),
  cases: z.array(z.number().int()),
});
export type ProblemSubtask = z.infer<typeof problemSubtaskSchema>;

/** A problem as the back office sees it: every stored field and the number of test cases. */
export const adminProblemSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  title: z.string(),
  /** Markdown with images and $LaTeX$; rendered and sanitised by the browser. */
  content: z.string(),
  samples: z.array(problemSampleSchema),
  /** Milliseconds. */
  timeLimit: z.number().int(),
  /** MB. */
  memoryLimit: z.number().int(),
  /** Language ids allowed; empty means every language of the judge. */
  languages: z.array(z.string()),
  /** 1 入门 .. 5 困难. */
  difficulty: z.number().int(),
  tags: z.array(z.string()),
  /** Where the problem comes from: a book, a contest, a web address. */
  source: z.string().nullable(),
  /** 0 hidden (back office only), 1 public in the practice area. */
  visible: z.number().int(),
  checkerType: z.enum(CHECKER_TYPES),
  checkerEpsilon: z.number().nullable(),
  checkerSource: z.string().nullable(),
  cases: z.array(problemCaseSchema),
  subtasks: z.array(problemSubtaskSchema).nullable(),
  dataVersion: z.number().int(),
  referenceLanguage: z.string().nullable(),
  referenceCode: z.string().nullable(),
  submitCount: z.number().int(),
  acceptCount: z.number().int(),
  ...storedAuditFields,
  delFlag: z.number().int(),
  caseCount: z.number().int(),
});
export type AdminProblem = z.infer<typeof adminProblemSchema>;

/** What the practice area shows of a problem (`/ojapi/problem/detail`): never data, checker or solution. */
export const practiceProblemSchema = adminProblemSchema.pick({
  id: true,
  title: true,
  content: true,
  samples: true,
  timeLimit: true,
  memoryLimit: true,
  languages: true,
  difficulty: true,
  tags: true,
  source: true,
  submitCount: true,
  acceptCount: true,
  caseCount: true,
});
export type PracticeProblem = z.infer<typeof practiceProblemSchema>;

/** A row of the practice list: no statement, and my state on the problem (null: not tried or signed out). */
export const practiceProblemListItemSchema = practiceProblemSchema
  .omit({ content: true, source: true })
  .extend({ myStatus: z.enum(PROBLEM_USER_STATUSES).nullable() });
export type PracticeProblemListItem = z.infer<typeof practiceProblemListItemSchema>;

/** The test data the server read from an upload (`uploadData`). */
export const problemDataSchema = z.object({
  caseCount: z.number().int(),
  subtasks: z.array(problemSubtaskSchema).nullable(),
  cases: z.array(problemCaseSchema),
});
export type ProblemData = z.infer<typeof problemDataSchema>;

/**
 * What an import stored: each problem with its position in the file (`item`, from 1), its case count
 * and what was adjusted, kept or dropped on the way; `skipped` lists the items that could not be stored.
 */
export const problemImportResultSchema = z.object({
  count: z.number().int(),
  problems: z.array(
    z.object({
      id: z.string(),
      item: z.number().int(),
      title: z.string(),
      caseCount: z.number().int(),
      warnings: z.array(z.string()),
    }),
  ),
  skipped: z.array(z.object({ item: z.number().int(), title: z.string(), errors: z.array(z.string()) })),
});
export type ProblemImportResult = z.infer<typeof problemImportResultSchema>;

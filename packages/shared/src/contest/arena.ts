import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { pagingFields } from '../paging.ts';
import { idResult } from '../record-fields.ts';
import { requiredId } from '../teaching/fields.ts';
import { requiredText } from '../text-fields.ts';
import { CONTEST_PHASES, CONTEST_RULE_TYPE_KEYS } from './codes.ts';
import { contestIdQuery } from './contest.ts';

/** The contest arena: problems, submissions and clarifications of a contestant. */

const contestIdField = z.string({ error: '缺少赛事' }).trim().min(1, '缺少赛事').max(36);

/** `POST teachingContest/submit`. */
export const contestSubmitBody = z.object({
  contestId: contestIdField,
  problemId: z.string({ error: '请选择题目' }).trim().min(1, '请选择题目').max(36),
  language: z.string({ error: '请选择语言' }).trim().min(1, '请选择语言').max(32),
  code: z.string({ error: '请填写代码' }).min(1, '代码不能为空').max(65_536, '代码不能超过 64 KB'),
});
export type ContestSubmitBody = z.output<typeof contestSubmitBody>;

/** A clarification question (`POST teachingContest/clarification/ask`). */
export const clarificationAskBody = z.object({
  contestId: contestIdField,
  problemId: z.string().trim().max(36).nullish(),
  question: requiredText(2000, '问题', '请填写'),
});
export type ClarificationAskBody = z.output<typeof clarificationAskBody>;

const optionalIdOf = (label: string) =>
  z
    .string()
    .trim()
    .max(36, `${label}格式不正确`)
    .nullish()
    .transform((v) => v || null);
const time = z.string().nullable();

/** `?contestId=` of the arena's reads; `POST teachingContest/enter`. */
/** `GET teachingContest/status`: where the caller stands in a contest, by the server clock. */
export const contestStatusSchema = z.object({
  contestId: z.string(),
  contestName: z.string(),
  phase: z.enum(codeKeys(CONTEST_PHASES)),
  serverTime: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Minutes of a contestant's personal window; null: everyone runs start to end. */
  duration: z.number().int().nullable(),
  registered: z.boolean(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  ruleType: z.enum(CONTEST_RULE_TYPE_KEYS),
  isPractice: z.boolean(),
  /** A duration contest's personal start (first entry), else null. */
  startedAt: time,
  /** When the caller's window closes: endTime, or startedAt + duration (capped at endTime). */
  deadline: time,
  /** The exam of a paper group, taken on the exam page. */
  examId: z.string().nullable(),
  isJury: z.boolean(),
});
export type ContestStatus = z.infer<typeof contestStatusSchema>;

/** `GET teachingContest/problems?contestId&groupId` (groupId: the jury picks a group). */
export const arenaProblemsQuery = contestIdQuery.extend({ groupId: optionalIdOf('分组') });

/** A problem of the caller's group with the caller's state on it. */
export const arenaProblemRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  title: z.string(),
  timeLimit: z.number().int(),
  memoryLimit: z.number().int(),
  /** A verdict, `pending` while judging, `submitted` (OI before the end) or null: not tried. */
  myResult: z.string().nullable(),
  /** ACM / IOI: the best score so far; OI: the last one after the end; null while hidden. */
  myScore: z.number().nullable(),
  myTries: z.number().int(),
});
export type ArenaProblemRow = z.infer<typeof arenaProblemRowSchema>;

/** `GET teachingContest/problem?contestId&problemId`. */
export const arenaProblemQuery = contestIdQuery.extend({ problemId: requiredId('题目') });

export const arenaProblemSchema = z.object({
  id: z.string(),
  label: z.string(),
  title: z.string(),
  /** Markdown with $LaTeX$, rendered and sanitised by the browser. */
  content: z.string(),
  samples: z.array(z.object({ input: z.string(), output: z.string() })),
  timeLimit: z.number().int(),
  memoryLimit: z.number().int(),
  /** Allowed language ids; empty: every language of the judge. */
  languages: z.array(z.string()),
});
export type ArenaProblem = z.infer<typeof arenaProblemSchema>;

export const contestSubmitResult = idResult;

/** `GET teachingContest/mySubmissions?contestId&problemId`. */
export const mySubmissionsQuery = contestIdQuery.extend({ problemId: optionalIdOf('题目') });

export const mySubmissionRowSchema = z.object({
  id: z.string(),
  problemId: z.string(),
  label: z.string(),
  language: z.string(),
  /** null while judging, or while hidden (OI before the end). */
  verdict: z.string().nullable(),
  score: z.number().nullable(),
  /** True while results are hidden (OI before the end). */
  hidden: z.boolean(),
  createTime: z.string(),
});
export type MySubmissionRow = z.infer<typeof mySubmissionRowSchema>;

/** `GET teachingContest/submission?id` and `GET teachingContest/jury/submission?id`. */
export const contestSubmissionQuery = z.object({ id: requiredId('提交记录') });

export const contestSubmissionDetailSchema = mySubmissionRowSchema.extend({
  contestId: z.string(),
  userId: z.string(),
  title: z.string(),
  code: z.string(),
  /** queued, judging, done; `hidden` while the result is hidden. */
  status: z.string(),
  compileMessage: z.string().nullable(),
  timeMs: z.number().int().nullable(),
  memoryKb: z.number().int().nullable(),
});
export type ContestSubmissionDetail = z.infer<typeof contestSubmissionDetailSchema>;

export const clarificationSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  groupId: z.string().nullable(),
  problemId: z.string().nullable(),
  /** The problem's label in the asker's group (`A` ...), when known. */
  label: z.string().nullable(),
  /** null for an announcement of the jury. */
  userId: z.string().nullable(),
  /** The asker's name; only the jury gets it. */
  askerName: z.string().nullable(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredAt: time,
  isPublic: z.number().int(),
  /** The caller asked it. */
  mine: z.boolean(),
  createTime: z.string(),
});
export type Clarification = z.infer<typeof clarificationSchema>;

const answerText = requiredText(2000, '回答', '请填写');

/** `POST teachingContest/clarification/answer` (jury). */
export const clarificationAnswerBody = z.object({
  id: requiredId('问题'),
  answer: answerText,
  isPublic: z.coerce
    .number({ error: '公开只能是 0 或 1' })
    .int()
    .min(0, '公开只能是 0 或 1')
    .max(1, '公开只能是 0 或 1')
    .default(0),
});

/** `POST teachingContest/clarification/announce` (jury): to the whole contest or one group. */
export const clarificationAnnounceBody = z.object({
  contestId: requiredId('赛事'),
  groupId: optionalIdOf('分组'),
  answer: answerText,
});

/** `GET teachingContest/jury/submissions` (jury). */
export const jurySubmissionsQuery = contestIdQuery.extend({
  groupId: optionalIdOf('分组'),
  problemId: optionalIdOf('题目'),
  userId: optionalIdOf('学生'),
  ...pagingFields({ maxSize: 200, defaultSize: 20 }),
});

export const jurySubmissionRowSchema = z.object({
  id: z.string(),
  /** The judge's submission (its detail page shows the code). */
  submissionId: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  userId: z.string(),
  username: z.string(),
  realname: z.string(),
  problemId: z.string(),
  label: z.string(),
  title: z.string(),
  language: z.string(),
  status: z.string(),
  verdict: z.string().nullable(),
  score: z.number().nullable(),
  timeMs: z.number().int().nullable(),
  memoryKb: z.number().int().nullable(),
  createTime: z.string(),
});
export type JurySubmissionRow = z.infer<typeof jurySubmissionRowSchema>;

/** `POST teachingContest/jury/rejudge`: one submission, or every submission of a problem. */
export const juryRejudgeBody = z
  .object({
    submissionId: optionalIdOf('提交记录'),
    contestId: optionalIdOf('赛事'),
    problemId: optionalIdOf('题目'),
  })
  .refine((b) => b.submissionId || (b.contestId && b.problemId), {
    message: '请指定要重判的提交，或赛事和题目',
  });
export const juryRejudgeResult = z.object({ count: z.number().int() });

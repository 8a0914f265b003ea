import { z } from 'zod';
import { addBodyOf, editBodyOf } from '../form-bodies.ts';
import { distinctItems } from '../list-items.ts';
import { pagingFields } from '../paging.ts';
import { keyword } from '../query-params.ts';
import { createdFields, userNameFields } from '../record-fields.ts';
import { dateTimeField, idText, intField, timeText, zeroOne } from '../teaching/fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { EXAM_STATUSES } from './codes.ts';
import { studentQuestionSchema, studentSectionOf } from './question.ts';

/**
 * Online exams (`/api/teaching/teachingExam/*`) and their attempts (`teachingUserPaper`): scheduled
 * by teachers for classes and / or users, taken by students against the server clock.
 */

/** Comma list (or array) of ids; empty means none. */
const idCsv = (label: string) =>
  z
    .union([z.string().max(20_000, `${label}过多`), z.array(z.string().max(36)).max(500, `${label}过多`)])
    .nullish()
    .transform((v, ctx) => {
      const ids = distinctItems(v, /[,，]/);
      if (ids.length > 500 || ids.some((id) => id.length > 36)) {
        ctx.addIssue({ code: 'custom', message: `${label}过多或格式不正确` });
        return z.NEVER;
      }
      return ids;
    });

// Without defaults: `edit` changes only what it is sent.
const examShape = {
  examName: requiredText(100, '考试名称', '请填写'),
  paperId: z.string({ error: '请选择试卷' }).trim().min(1, '请选择试卷').max(36),
  startTime: dateTimeField('开始时间'),
  endTime: dateTimeField('结束时间'),
  /** Minutes a student has once started; time ends at endTime or after the duration, whichever is first. */
  duration: intField('考试时长（分钟）', 1, 600),
  /** Classes, comma list. */
  departIds: idCsv('班级'),
  userIds: idCsv('考生'),
  attempts: intField('可考次数', 1, 10),
  showScore: zeroOne('交卷后显示成绩'),
  showAnswer: zeroOne('结束后显示答案与解析'),
  password: optionalText(32, '考试密码'),
  fullScreen: zeroOne('要求全屏'),
  /** Auto-submit after this many jump-outs; 0 never. */
  maxJumpOut: intField('切屏次数上限', 0, 100),
  /** Webcam snapshot every N seconds; 0 off. */
  cameraInterval: intField('拍照间隔（秒）', 0, 3600),
  mobileCamera: zeroOne('手机侧拍'),
  status: z.coerce
    .number()
    .int()
    .refine((v) => v in EXAM_STATUSES, '状态只能是 0（草稿）或 1（已发布）'),
};

export const examAddBody = addBodyOf(examShape, {
  departIds: [],
  userIds: [],
  attempts: 1,
  showScore: 1,
  showAnswer: 0,
  fullScreen: 0,
  maxJumpOut: 0,
  cameraInterval: 0,
  mobileCamera: 0,
  status: 1,
});
export const examEditBody = editBodyOf(examShape);
export type ExamAddBody = z.output<typeof examAddBody>;
export type ExamEditBody = z.output<typeof examEditBody>;

export const examListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  examName: keyword('考试名称'),
  paperId: z.string().max(36).optional(),
});

export const examSchema = z.object({
  id: z.string(),
  examName: z.string(),
  paperId: z.string(),
  paperId_dictText: z.string().nullable(),
  startTime: timeText,
  endTime: timeText,
  duration: z.number().int(),
  departIds: z.string(),
  departNames: z.string(),
  userIds: z.string(),
  attempts: z.number().int(),
  showScore: z.number().int(),
  showAnswer: z.number().int(),
  /** Whether a password is set; the password itself never leaves the server. */
  hasPassword: z.number().int(),
  fullScreen: z.number().int(),
  maxJumpOut: z.number().int(),
  cameraInterval: z.number().int(),
  mobileCamera: z.number().int(),
  status: z.number().int(),
  status_dictText: z.string(),
  totalScore: z.number(),
  /** Attempts started and handed in, students in the audience. */
  started: z.number().int(),
  submitted: z.number().int(),
  audience: z.number().int(),
  ...createdFields,
});
export type Exam = z.infer<typeof examSchema>;

/** One row of "my papers" (`mine`): the exam, its window and my latest attempt. */
export const myExamSchema = z.object({
  id: z.string(),
  examName: z.string(),
  paperId: z.string(),
  paperName: z.string(),
  startTime: timeText,
  endTime: timeText,
  duration: z.number().int(),
  attempts: z.number().int(),
  attemptsUsed: z.number().int(),
  hasPassword: z.number().int(),
  fullScreen: z.number().int(),
  /** not_started (window not open), open, in_progress, submitted, closed. */
  state: z.enum(['not_started', 'open', 'in_progress', 'submitted', 'closed']),
  userPaperId: z.string().nullable(),
  userPaperStatus: z.number().int().nullable(),
  /** Only when the exam shows scores and the attempt is scored. */
  gotScore: z.number().nullable(),
  totalScore: z.number(),
  grade: z.string().nullable(),
});
export type MyExam = z.infer<typeof myExamSchema>;

export const examStartBody = z.object({
  examId: z.string({ error: '缺少考试' }).trim().min(1).max(36),
  password: z.string().max(32).optional(),
});

/** A question in the attempt: the student projection (programming questions with their samples). */
export const attemptQuestionSchema = studentQuestionSchema;

export const examStartResult = z.object({
  userPaperId: z.string(),
  examName: z.string(),
  /** Server clock and the attempt's deadline, `YYYY-MM-DD HH:mm:ss`, plus epoch ms for the countdown. */
  serverTime: z.string(),
  deadline: z.string(),
  serverTimeMs: z.number(),
  deadlineMs: z.number(),
  fullScreen: z.number().int(),
  maxJumpOut: z.number().int(),
  jumpOutTimes: z.number().int(),
  cameraInterval: z.number().int(),
  mobileCamera: z.number().int(),
  totalScore: z.number(),
  sections: z.array(studentSectionOf(attemptQuestionSchema)),
  /** questionId -> saved answer text. */
  answers: z.record(z.string(), z.string()),
  /** questionId -> language of a saved programming answer, so another device resumes it as written. */
  languages: z.record(z.string(), z.string()),
});
export type ExamStartResult = z.infer<typeof examStartResult>;

export const userPaperIdBody = z.object({
  userPaperId: z.string({ error: '缺少答卷' }).trim().min(1).max(36),
});
export const saveAnswerBody = userPaperIdBody.extend({
  questionId: z.string({ error: '缺少题目' }).trim().min(1).max(36),
  /** Choice "A" / "A,C", true/false "1" / "0", blanks as a JSON array of strings, text, code or a work id. */
  answer: z.string({ error: '答案格式不正确' }).max(200_000, '答案过长'),
  /** Programming answers: the language of the code. */
  language: z.string().max(32).optional(),
});
export const saveAnswerResult = z.object({ savedAt: z.string(), savedAtMs: z.number() });

export const jumpOutResult = z.object({ jumpOutTimes: z.number().int(), submitted: z.boolean() });

export const submitResult = z.object({
  userPaperStatus: z.number().int(),
  gotScore: z.number().nullable().optional(),
  totalScore: z.number().nullable().optional(),
  grade: z.string().nullable().optional(),
});
export type SubmitResult = z.infer<typeof submitResult>;

/** Review queue: answers of short-answer and practical questions waiting for a score. */
export const reviewQueueQuery = z.object({
  examId: z.string({ error: '缺少考试' }).trim().min(1).max(36),
  /** Only this question (grading by question) or this attempt (grading by student). */
  questionId: z.string().max(36).optional(),
  userPaperId: z.string().max(36).optional(),
  /** pending (default) or all. */
  state: z.enum(['pending', 'all']).default('pending'),
});
export const reviewItemSchema = z.object({
  userPaperId: z.string(),
  questionId: z.string(),
  ...userNameFields,
  questionType: z.number().int(),
  questionContent: z.string(),
  rubric: z.string().nullable(),
  maxScore: z.number(),
  answer: z.string().nullable(),
  /** A practical task's work: its player / editor link. */
  workId: z.string().nullable(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  reviewed: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewBody = z.object({
  userPaperId: idText,
  questionId: idText,
  score: z.coerce.number({ error: '得分必须是数字' }).min(0, '得分不能为负'),
  comment: optionalText(2000, '评语'),
});

/** A user paper record (SPEC.md §3) plus the paper's name, total and grade. */
export const userPaperRowSchema = z.object({
  id: z.string(),
  examId: z.string(),
  examName: z.string().nullable(),
  paperId: z.string(),
  paperId_dictText: z.string().nullable(),
  deptId: z.string().nullable(),
  deptId_dictText: z.string().nullable(),
  ...userNameFields,
  userPaperStatus: z.number().int(),
  userPaperStatus_dictText: z.string(),
  /** Seconds spent. */
  duration: z.number().int().nullable(),
  jumpOutTimes: z.number().int(),
  gotScore: z.number().nullable(),
  totalScore: z.number().nullable(),
  grade: z.string().nullable(),
  createTime: timeText,
  submitTime: timeText,
  reviewTime: timeText,
  reviewUserId: z.string().nullable(),
});
export type UserPaperRow = z.infer<typeof userPaperRowSchema>;

export const userPaperAdminListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  examId: z.string().max(36).optional(),
  username: keyword('账号'),
  userPaperStatus: z.coerce.number().int().min(0).max(2).optional(),
});

/** Live monitor row (`teachingExam/monitor?examId=`): one per student of the audience. */
export const examMonitorRowSchema = z.object({
  userId: z.string(),
  ...userNameFields,
  deptName: z.string().nullable(),
  userPaperId: z.string().nullable(),
  /** not_started, answering, submitted. */
  state: z.enum(['not_started', 'answering', 'submitted']),
  answered: z.number().int(),
  questionCount: z.number().int(),
  jumpOutTimes: z.number().int(),
  lastSaveTime: timeText,
  deadline: timeText,
  /** Saved within the last 60 seconds. */
  online: z.boolean(),
  extraMinutes: z.number().int(),
  gotScore: z.number().nullable(),
});
export type ExamMonitorRow = z.infer<typeof examMonitorRowSchema>;

/** A teacher gives one student more time, or hands the paper in for them; both are audited. */
export const examExtendBody = z.object({
  userPaperId: idText,
  minutes: z.coerce
    .number({ error: '延长时间必须是 1 到 120 分钟' })
    .int()
    .min(1, '延长时间必须是 1 到 120 分钟')
    .max(120, '延长时间必须是 1 到 120 分钟'),
  reason: optionalText(200, '原因'),
});
export const examForceSubmitBody = examExtendBody.omit({ minutes: true });

/**
 * One attempt in full (`teachingUserPaper/detail?id=`): for teachers always; for the student only their
 * own, with answers and analysis only when the exam shows answers and its window has closed.
 */
export const userPaperDetailSchema = userPaperRowSchema.extend({
  showAnswer: z.boolean(),
  sections: z.array(
    studentSectionOf(
      attemptQuestionSchema.extend({
        myAnswer: z.string().nullable(),
        gotScore: z.number().nullable(),
        comment: z.string().nullable(),
        /** Only when `showAnswer`. */
        answer: z.string().nullable().optional(),
        analysis: z.string().nullable().optional(),
      }),
    ),
  ),
  events: z.array(
    z.object({
      eventType: z.string(),
      detail: z.string().nullable(),
      operator: z.string().nullable(),
      createTime: timeText,
    }),
  ),
});
export type UserPaperDetail = z.infer<typeof userPaperDetailSchema>;

/**
 * One question of `GET /api/teaching/teachingExam/itemStats?examId`, over the counted attempts (fully
 * scored, each student's best): `facility` is the average share of the score (0-1); `discrimination`
 * the facility of the top 27 % minus that of the bottom 27 % by total (null under 5 attempts; 0.4 and
 * above is good, under 0.2 poor); `medianSeconds` the median time to answer it, from the first saves.
 */
export const examItemStatSchema = z.object({
  questionId: z.string(),
  index: z.number().int(),
  questionType: z.number().int(),
  /** Plain text, at most 200 characters. */
  questionContent: z.string(),
  maxScore: z.number(),
  count: z.number().int(),
  average: z.number().nullable(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  medianSeconds: z.number().int().nullable(),
});
export type ExamItemStat = z.infer<typeof examItemStatSchema>;

/** `?examId=` of the monitor and the results export. */
export const examIdQuery = z.object({
  examId: z.string({ error: '缺少考试' }).trim().min(1, '缺少考试').max(36),
});

/**
 * How a handed-in attempt is scored (server side, at submit):
 * - single choice (1) and true / false (3): the exact key, else 0;
 * - multiple choice (2): every correct key and nothing else = the full score; any wrong key = 0; some
 *   of the correct keys and no wrong one = half the score (`MULTIPLE_PARTIAL_RATIO`);
 * - fill in the blanks (4): each blank is worth score / blanks; an answer counts when it equals one of
 *   the blank's accepted answers after trimming (unless the question's trimSpace is 0) and case folding
 *   (unless caseSensitive is 1);
 * - programming (6): the saved code goes to the judge; the question earns score × judge score / 100
 *   once judged, and the attempt waits (status 1) until then;
 * - short answer (5) and practical (7): a teacher reviews them (status 1), an unanswered one is 0.
 * The grade is `gradeOf(gotScore, totalScore)`; an attempt is complete (status 2) when nothing waits.
 */
export const MULTIPLE_PARTIAL_RATIO = 0.5;

/** Seconds after the deadline an answer is still accepted (a save in flight when time runs out). */
export const SAVE_GRACE_SECONDS = 30;

import { z } from 'zod';
import { idSchema, keyword, pickedId } from '../query-params.ts';
import { userNameFields } from '../record-fields.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
/** A calendar day `YYYY-MM-DD`; empty means "not given". */
const day = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      if (!DAY.test(v) || !validDay(v)) {
        ctx.addIssue({ code: 'custom', message: `${label}格式应为 YYYY-MM-DD` });
        return z.NEVER;
      }
      return v;
    });
const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(idSchema.optional());

/** Longest period a report covers. */
export const REPORT_MAX_DAYS = 366;

const inOrder = (b: { from?: string; to?: string }) => !b.from || !b.to || b.from <= b.to;

// ---- Progress board ----

/** A board cell's state; `open` is "not started". */
export const boardStateSchema = z.enum(['open', 'viewed', 'submitted', 'graded']);
export type BoardState = z.infer<typeof boardStateSchema>;

export const progressBoardQuery = z.object({
  classId: pickedId('班级'),
  courseId: pickedId('课程'),
  keyword: keyword('学生账号或姓名'),
  state: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['open', 'viewed', 'submitted', 'graded'], {
        error: '学习状态只能是未学习、已学习、已交作业或已批改',
      })
      .optional(),
  ),
  /** With `state`: only students in that state in this unit (otherwise in any unit). */
  unitId: optionalId,
});
export type ProgressBoardQuery = z.input<typeof progressBoardQuery>;

export const boardCellSchema = z.object({
  unitId: z.string(),
  state: boardStateSchema,
  score: z.number().nullable(),
  viewCount: z.number().int(),
});
export const boardRowSchema = z.object({
  userId: z.string(),
  ...userNameFields,
  cells: z.array(boardCellSchema),
  doneCount: z.number().int(),
  avgScore: z.number().nullable(),
});
export const progressBoardSchema = z.object({
  classId: z.string(),
  className: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  units: z.array(z.object({ id: z.string(), unitName: z.string(), orderNum: z.number().int() })),
  rows: z.array(boardRowSchema),
  /** Students of the class before the filters. */
  studentCount: z.number().int(),
});
export type BoardCell = z.infer<typeof boardCellSchema>;
export type BoardRow = z.infer<typeof boardRowSchema>;
export type ProgressBoard = z.infer<typeof progressBoardSchema>;

/** The courses opened to a class, for the board's course picker. */
export const classCoursesQuery = z.object({ classId: pickedId('班级') });
export const classCourseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  unitCount: z.number().int(),
  openTime: z.string().nullable(),
});
export type ClassCourse = z.infer<typeof classCourseSchema>;

// ---- Teaching reports ----

export const classReportQuery = z
  .object({ classId: pickedId('班级'), from: day('开始日期'), to: day('结束日期') })
  .refine(inOrder, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type ClassReportQuery = z.input<typeof classReportQuery>;

/** Learning figures of a student or a class: units done, views, homework handed in and graded, average score. */
const counts = {
  unitsDone: z.number().int(),
  viewCount: z.number().int(),
  homeworkSubmitted: z.number().int(),
  homeworkGraded: z.number().int(),
  avgScore: z.number().nullable(),
};

/** A student's exams in a report's period: set to them, handed in, and their average result. */
const examCounts = {
  /** Published exams set to the student (by name or class) whose window starts in the period. */
  examsAssigned: z.number().int(),
  /** Of those, the exams they handed in. */
  examsTaken: z.number().int(),
  /** Average of their best scores, each out of 100 (one decimal); null before any is scored. */
  examAvgScore: z.number().nullable(),
  /** Grade A-E of that average. */
  examGrade: z.string().nullable(),
};

export const classReportSchema = z.object({
  classId: z.string(),
  className: z.string(),
  schoolName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  studentCount: z.number().int(),
  activeStudents: z.number().int(),
  ...counts,
  /** Points balance of the class's students together. */
  points: z.number().int(),
  /** Distinct exams set to the class's students in the period. */
  examCount: z.number().int(),
  ...examCounts,
  /** Exams handed in per exam set, 0..100 (one decimal); null when none was set. */
  examAttendanceRate: z.number().nullable(),
  students: z.array(
    z.object({
      userId: z.string(),
      ...userNameFields,
      ...counts,
      points: z.number().int(),
      ...examCounts,
    }),
  ),
  daily: z.array(
    z.object({ date: z.string(), viewCount: z.number().int(), activeStudents: z.number().int() }),
  ),
});
export type ClassReport = z.infer<typeof classReportSchema>;

/** `from` / `to` bound the exams shown (default the last 30 days); the learning figures are all-time. */
export const studentReportQuery = z
  .object({ userId: optionalId, from: day('开始日期'), to: day('结束日期') })
  .refine(inOrder, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type StudentReportQuery = z.input<typeof studentReportQuery>;

export const studentReportSchema = z.object({
  userId: z.string(),
  ...userNameFields,
  classNames: z.array(z.string()),
  points: z.number().int(),
  ...counts,
  courses: z.array(
    z.object({
      courseId: z.string(),
      courseName: z.string(),
      unitCount: z.number().int(),
      unitsDone: z.number().int(),
      homeworkSubmitted: z.number().int(),
      avgScore: z.number().nullable(),
    }),
  ),
  /** Views per day over the last 30 days. */
  daily: z.array(z.object({ date: z.string(), viewCount: z.number().int() })),
  recent: z.array(z.object({ time: z.string(), courseName: z.string(), unitName: z.string() })),
  /** Exams whose window starts in `from`..`to`: a student reading their own sees released scores only. */
  exams: z.object({
    from: z.string(),
    to: z.string(),
    ...examCounts,
    examAttendanceRate: z.number().nullable(),
    list: z.array(
      z.object({
        examId: z.string(),
        examName: z.string(),
        startTime: z.string(),
        endTime: z.string(),
        taken: z.boolean(),
        score: z.number().nullable(),
        totalScore: z.number().nullable(),
        /** The score out of 100. */
        percent: z.number().nullable(),
        grade: z.string().nullable(),
      }),
    ),
  }),
});
export type StudentReport = z.infer<typeof studentReportSchema>;

// ---- JeecgBoot learning log reports (teachingDepartDayLog) ----

export const departDayLogQuery = z
  .object({
    departId: optionalId,
    startTime: day('开始日期').refine((v) => !!v, '请选择开始日期'),
    endTime: day('结束日期').refine((v) => !!v, '请选择结束日期'),
  })
  .refine((b) => inOrder({ from: b.startTime, to: b.endTime }), {
    message: '开始日期不能晚于结束日期',
    path: ['startTime'],
  });
export type DepartDayLogQuery = z.input<typeof departDayLogQuery>;

const logTotals = {
  unitViewCount: z.number().int(),
  /** Units opened at least once (distinct units). */
  unitOpenCount: z.number().int(),
  courseWorkSubmitCount: z.number().int(),
  courseWorkCorrectCount: z.number().int(),
  activeStudentCount: z.number().int(),
  studentCount: z.number().int(),
};
export const departDayLogReportSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  ...logTotals,
});
export const departDayLogByDepartSchema = z.object({
  departId: z.string(),
  departName: z.string(),
  ...logTotals,
});
export const departDayLogByMonthSchema = z.object({ month: z.string(), ...logTotals });
export type DepartDayLogReport = z.infer<typeof departDayLogReportSchema>;
export type DepartDayLogByDepart = z.infer<typeof departDayLogByDepartSchema>;
export type DepartDayLogByMonth = z.infer<typeof departDayLogByMonthSchema>;

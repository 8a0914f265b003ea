import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Domain } from '../domain.ts';
import { provideExamAttendance } from '../teaching/index.ts';
import { classificationRoutes } from './classification/classification-routes.ts';
import { examAttendance } from './exams/exam-attendance.ts';
import { examRoutes } from './exams/exam-routes.ts';
import { examMenus } from './menus.ts';
import { distributionRoutes } from './papers/distribution-routes.ts';
import { paperRoutes } from './papers/paper-routes.ts';
import { paperSchoolRoutes } from './papers/paper-school-routes.ts';
import { proctoringRoutes } from './proctoring/proctoring-routes.ts';
import { questionRoutes } from './questions/question-routes.ts';
import { examResources } from './resources.ts';

function register(app: FastifyInstance, ctx: AppContext) {
  classificationRoutes(app, ctx);
  questionRoutes(app, ctx);
  paperRoutes(app, ctx);
  distributionRoutes(app, ctx);
  paperSchoolRoutes(app, ctx);
  examRoutes(app, ctx);
  proctoringRoutes(app, ctx);
  provideExamAttendance(examAttendance);
}

/** Question bank, papers and online exams. */
export const exam: Domain = {
  name: 'exam',
  register,
  resources: examResources,
  menus: examMenus,
};

export * from './exams/contest-exam.ts';
export { type ContestExamScore, contestExamScores } from './exams/contest-exam-scores.ts';
export { type AttendanceQuery, type AttendedExam, examAttendance } from './exams/exam-attendance.ts';
export type { ExamAttemptScored } from './exams/exam-events.ts';
export { hasExamInProgress } from './exams/exam-in-progress.ts';
export { deliverPaperPack, type PackPaper, packPapers, paperPackTarget } from './papers/paper-pack.ts';
export { questionScope, visibleQuestions } from './questions/question-policy.ts';
export * from './resources.ts';
export * from './tables.ts';

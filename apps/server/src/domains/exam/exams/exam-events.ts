/**
 * An attempt was handed in or its total changed (judged answers, a review): contest paper boards
 * showing this exam refresh. Published after the commit.
 */
export interface ExamAttemptScored {
  tenantId: string;
  examId: string;
  userId: string;
}

/** A student's best scored attempt at an exam reaches its pass mark (points pay for it once). */
export interface ExamPassed extends ExamAttemptScored {
  examName: string;
  score: number;
}

declare module '../../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'exam.attemptScored': ExamAttemptScored;
    'exam.passed': ExamPassed;
  }
}

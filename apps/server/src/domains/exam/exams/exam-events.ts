/**
 * An attempt was handed in or its total changed (judged answers, a review): contest paper boards
 * showing this exam refresh. Published after the commit.
 */
export interface ExamAttemptScored {
  tenantId: string;
  examId: string;
  userId: string;
}

declare module '../../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'exam.attemptScored': ExamAttemptScored;
  }
}

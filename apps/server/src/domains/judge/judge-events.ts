import type { Verdict } from '@ck/judge';

/** A submission's final result is stored. Published once per stored result, after the commit. */
export interface SubmissionJudged {
  submissionId: string;
  problemId: string;
  userId: string;
  tenantId: string;
  verdict: Verdict;
  /** 0 to 100. */
  score: number;
}

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'judge.submissionJudged': SubmissionJudged;
  }
}

/**
 * A contest submission was added, judged or rejudged: the board of its group recomputes that one
 * contestant's cell. Published after the commit.
 */
export interface ContestSubmissionChanged {
  tenantId: string;
  contestId: string;
  groupId: string;
  userId: string;
  problemId: string;
}

/** A contest's settings, groups or participants changed: its boards rebuild from the database. */
export interface ContestChanged {
  tenantId: string;
  contestId: string;
}

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'contest.submissionChanged': ContestSubmissionChanged;
    'contest.changed': ContestChanged;
  }
}

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
    'contest.awarded': ContestAwarded;
  }
}

/** A contestant got an award certificate of a contest (one event per winner). Published after the commit. */
export interface ContestAwarded {
  tenantId: string;
  contestId: string;
  userId: string;
  /** `春季编程赛 小学组 一等奖`. */
  title: string;
}

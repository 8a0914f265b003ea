/** A student's work, as the works events name it: the work, its author and its name. */
export interface WorkEvent {
  tenantId: string;
  workId: string;
  userId: string;
  workName: string;
}

/** A work was handed in, or a new work was saved for the first time. Published after the write. */
export type WorkSubmitted = WorkEvent;

/** A teacher graded a work. Published after the commit. */
export interface WorkGraded extends WorkEvent {
  score: number;
}

/** A work was set as featured (精选). Published after the write. */
export type WorkFeatured = WorkEvent;

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'works.workSubmitted': WorkSubmitted;
    'works.workGraded': WorkGraded;
    'works.workFeatured': WorkFeatured;
  }
}

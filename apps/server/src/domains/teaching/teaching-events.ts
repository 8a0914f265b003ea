/** A learner's progress in a unit changed (viewed, homework submitted or graded). Published after the commit. */
export interface UnitProgressChanged {
  tenantId: string;
  userId: string;
  courseId: string;
  unitId: string;
}

declare module '../../platform/events/domain-events.ts' {
  interface DomainEvents {
    'teaching.unitProgress': UnitProgressChanged;
  }
}

import type { ContestPhase, ContestRuleType } from '@ck/shared';

/**
 * Rows of the contest back office besides contests and groups. They mirror the contracts the server
 * part adds to `@ck/shared` (contestSchoolSchema, contestTeamSchema, participantSchema,
 * participantHistorySchema, contestCodeRowSchema) under the same names, so switching to those is an
 * import change.
 */

/** A participating school (`teachingContestSchool/list`). */
export interface ContestSchool {
  id: string;
  contestId: string;
  schoolName: string;
  departId: string | null;
  region: string | null;
  contact: string | null;
  phone: string | null;
  sortNo: number;
  participants: number;
}

/** A team (`teachingTeam/list`); members are user ids of participants of its group. */
export interface ContestTeam {
  id: string;
  contestId: string;
  groupId: string | null;
  groupId_dictText: string | null;
  teamName: string;
  schoolId: string | null;
  schoolId_dictText: string | null;
  coachName: string | null;
  coachPhone: string | null;
  memberIds: string[];
  members: { userId: string; realname: string }[];
}

/** A participant of a contest (`teachingUserOtherInfo/list`). */
export interface Participant {
  id: string;
  contestId: string;
  groupId: string;
  groupId_dictText: string | null;
  userId: string;
  username: string;
  realname: string;
  schoolId: string | null;
  schoolName: string | null;
  grade: string | null;
  guardianPhone: string | null;
  teamId: string | null;
  /** `register`, `code` or `import`. */
  source: string;
  source_dictText: string;
  startedAt: string | null;
  createTime: string | null;
}

/** One participation of a user across contests (`teachingUserOtherInfo/history`). */
export interface ParticipantHistory extends Participant {
  contestName: string;
  ruleType: ContestRuleType;
  startTime: string | null;
  phase: ContestPhase;
}

/** A verification code (`teachingContestCode/list`). */
export interface ContestCodeRow {
  id: string;
  code: string;
  groupId: string;
  groupName: string | null;
  usedBy: string | null;
  usedByName: string | null;
  usedAt: string | null;
  createTime: string | null;
}

/** At most 10 members a team. */
export const MAX_TEAM_MEMBERS = 10;

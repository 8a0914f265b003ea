/**
 * Rows of the contest back office that the shared contracts do not describe (schools, teams,
 * participants, codes); field names follow the tables of `teaching_contest_*`.
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
}

/** A team (`teachingTeam/list`); members are user ids of participants of its group. */
export interface ContestTeam {
  id: string;
  contestId: string;
  groupId: string | null;
  groupName?: string | null;
  teamName: string;
  schoolId: string | null;
  schoolName?: string | null;
  coachName: string | null;
  coachPhone: string | null;
  memberIds: string[];
  memberNames?: string[] | null;
}

/** A participant of a contest (`teachingUserOtherInfo/list`). */
export interface Participant {
  id: string;
  contestId: string;
  groupId: string;
  groupName?: string | null;
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
  startedAt: string | null;
  createTime: string | null;
}

/** One participation of a user across contests (`teachingUserOtherInfo/history`). */
export interface Participation extends Participant {
  contestName: string;
  phase?: string | null;
}

/** A verification code (`teachingContestCode/list`). */
export interface ContestCodeRow {
  id: string;
  code: string;
  groupId: string;
  groupName: string;
  usedBy: string | null;
  usedByName: string | null;
  usedAt: string | null;
  createTime: string;
}

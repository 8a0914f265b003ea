/** Rows of the contest back office besides contests and groups, as the server declares them. */
export type { ContestCodeRow, ContestSchool, ContestTeam, Participant, ParticipantHistory } from '@ck/shared';

/** At most 10 members a team. */
export const MAX_TEAM_MEMBERS = 10;

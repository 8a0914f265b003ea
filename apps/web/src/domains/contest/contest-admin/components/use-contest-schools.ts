import { SCHOOLS_KEY, schoolApi } from '../api.ts';
import { useContestList } from './use-contest-list.ts';

/** The participating schools of a contest; the team and participant forms pick from them. */
export const useContestSchools = (contestId: string | undefined) =>
  useContestList(SCHOOLS_KEY, schoolApi.list, contestId);

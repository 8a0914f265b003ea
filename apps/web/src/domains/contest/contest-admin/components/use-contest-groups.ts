import { GROUPS_KEY, groupApi } from '../api.ts';
import { useContestList } from './use-contest-list.ts';

/** The groups of a contest in board order; shared by the group filter and pickers of the sub-pages. */
export const useContestGroups = (contestId: string | undefined) =>
  useContestList(GROUPS_KEY, groupApi.list, contestId);

export const groupOptions = (groups: { id: string; className: string }[] | undefined) =>
  (groups ?? []).map((g) => ({ value: g.id, label: g.className }));

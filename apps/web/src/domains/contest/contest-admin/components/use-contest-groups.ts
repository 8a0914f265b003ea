import { useQuery } from '@tanstack/react-query';
import { GROUPS_KEY, groupApi } from '../api.ts';

/** The groups of a contest in board order; shared by the group filter and pickers of the sub-pages. */
export function useContestGroups(contestId: string | undefined) {
  return useQuery({
    queryKey: [...GROUPS_KEY, contestId],
    queryFn: () => groupApi.list(contestId ?? ''),
    enabled: !!contestId,
    staleTime: 30_000,
  });
}

export const groupOptions = (groups: { id: string; className: string }[] | undefined) =>
  (groups ?? []).map((g) => ({ value: g.id, label: g.className }));

import { useQuery } from '@tanstack/react-query';
import { SCHOOLS_KEY, schoolApi } from '../api.ts';

/** The participating schools of a contest; the team and participant forms pick from them. */
export function useContestSchools(contestId: string | undefined) {
  return useQuery({
    queryKey: [...SCHOOLS_KEY, contestId],
    queryFn: () => schoolApi.list(contestId ?? ''),
    enabled: !!contestId,
    staleTime: 30_000,
  });
}

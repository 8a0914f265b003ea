import { useQuery } from '@tanstack/react-query';

/** One list of a contest's records (its groups, its schools), shared by the pickers of the sub-pages. */
export function useContestList<T>(
  key: readonly unknown[],
  list: (contestId: string) => Promise<T[]>,
  contestId: string | undefined,
) {
  return useQuery({
    queryKey: [...key, contestId],
    queryFn: () => list(contestId ?? ''),
    enabled: !!contestId,
    staleTime: 30_000,
  });
}

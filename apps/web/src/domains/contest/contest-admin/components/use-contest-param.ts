import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The contest a sub-page works on, kept in `?contestId=` so links and reloads land on it. */
export function useContestParam() {
  const [params, setParams] = useSearchParams();
  const contestId = params.get('contestId') || undefined;
  const setContestId = useCallback(
    (id: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('contestId', id);
          else next.delete('contestId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [contestId, setContestId] as const;
}

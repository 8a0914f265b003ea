import { thousands } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchMyPoints, MY_POINTS_KEY } from './api.ts';

/** The signed-in user's points as display text: "…" while loading, then with thousands separators. */
export function useMyPointsText(): string {
  const points = useQuery({ queryKey: MY_POINTS_KEY, queryFn: fetchMyPoints });
  return points.isLoading ? '…' : thousands(points.data ?? 0);
}

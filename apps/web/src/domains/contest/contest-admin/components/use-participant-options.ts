import { useQuery } from '@tanstack/react-query';
import { PARTICIPANTS_KEY, participantApi } from '../api.ts';

/** Most participants a picker lists at once. */
const PICK_SIZE = 200;

/** Participants of a contest (optionally of one group) as picker options, valued by user id. */
export function useParticipantOptions(contestId: string, groupId?: string | null, enabled = true) {
  const query = useQuery({
    queryKey: [...PARTICIPANTS_KEY, 'pick', contestId, groupId ?? null],
    queryFn: () =>
      participantApi.list({ contestId, groupId: groupId || undefined, pageNo: 1, pageSize: PICK_SIZE }),
    enabled,
    staleTime: 30_000,
  });
  const records = query.data?.records ?? [];
  const options = records.map((p) => ({
    value: p.userId,
    label: `${p.realname}（${p.username}）`,
  }));
  const nameOf = new Map(records.map((p) => [p.userId, p.realname]));
  return { query, options, nameOf, truncated: (query.data?.total ?? 0) > records.length };
}

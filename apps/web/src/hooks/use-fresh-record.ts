import { useQuery } from '@tanstack/react-query';

/**
 * The record an edit form opens with, read from the server on every opening and never kept in the cache,
 * so the form starts from what is saved now; idle for a new record (no `id`).
 */
export function useFreshRecord<T>(
  queryKey: readonly unknown[],
  id: string | undefined,
  get: (id: string) => Promise<T>,
) {
  return useQuery({
    queryKey: [...queryKey, id],
    queryFn: () => get(id ?? ''),
    enabled: !!id,
    staleTime: 0,
    gcTime: 0,
  });
}

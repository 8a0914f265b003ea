import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

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

/**
 * Runs `fill` once per opening of `target` (null when closed), as soon as `ready` (the record has arrived):
 * a later refetch must not wipe what is being typed.
 */
export function useFillOnce(target: object | null, ready: boolean, fill: () => void): void {
  const filled = useRef<object | null>(null);
  const latest = useRef(fill);
  latest.current = fill;
  useEffect(() => {
    if (!target) {
      filled.current = null;
      return;
    }
    if (filled.current === target || !ready) return;
    filled.current = target;
    latest.current();
  }, [target, ready]);
}

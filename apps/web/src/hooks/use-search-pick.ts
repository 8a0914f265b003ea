import { useQuery } from '@tanstack/react-query';

export interface SearchPick<T> {
  /** The search's query key; the keyword is appended. */
  listKey: readonly unknown[];
  search: (keyword: string) => Promise<T[]>;
  /** The query key of one record; its id is appended. */
  oneKey: readonly unknown[];
  fetchOne: (id: string) => Promise<T>;
  keyword: string;
  /** The picked id. */
  value: string | undefined;
}

/**
 * A picker that searches records by name on the server: the listed rows, and the picked record read on
 * its own while the search does not list it, so the picker can still show its name.
 */
export function useSearchPick<T extends { id: string }>({
  listKey,
  search,
  oneKey,
  fetchOne,
  keyword,
  value,
}: SearchPick<T>) {
  const list = useQuery({
    queryKey: [...listKey, keyword],
    queryFn: () => search(keyword),
    staleTime: 30_000,
  });
  const listed = list.data ?? [];
  const current = useQuery({
    queryKey: [...oneKey, value],
    queryFn: () => fetchOne(value ?? ''),
    enabled: !!value && !!list.data && !listed.some((r) => r.id === value),
    retry: false,
  });
  return { list, listed, current };
}

import type { DictItem } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchDictItems } from '../domains/ops/api/dict.ts';
import { useSession } from '../stores/session-store.ts';

/** Items of one dictionary: the login cache when present, otherwise fetched and cached. */
export function useDictItems(code: string | undefined) {
  const cached = useSession((s) => (code ? s.dicts[code] : undefined));
  const setDict = useSession((s) => s.setDict);
  const query = useQuery({
    queryKey: ['dict', code],
    enabled: !!code && !cached,
    queryFn: async () => {
      const items = await fetchDictItems(code as string);
      setDict(code as string, items);
      return items;
    },
    staleTime: 10 * 60_000,
  });
  const items: DictItem[] = cached ?? query.data ?? [];
  return { items, loading: !cached && query.isLoading };
}

export function dictText(items: DictItem[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((v) => items.find((i) => i.value === v)?.text ?? v)
    .join('，');
}

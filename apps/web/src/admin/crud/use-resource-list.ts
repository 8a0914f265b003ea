import { DEFAULT_PAGE_SIZE, type ResourceDef } from '@ck/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Params } from '../../api/client.ts';
import type { FixedFilters } from './field-kinds.ts';
import { listResource } from './resource-api.ts';
import type { SortState } from './resource-columns.tsx';

/** Query state of a resource table: filters, page, page size and sort, sent as REFERENCE §3 asks. */
export function useResourceList(def: ResourceDef, fixedFilters?: FixedFilters) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<Params>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState>({});

  /** Filters without paging: what the list and the Excel export share. */
  const filters = useMemo<Params>(
    () => ({
      ...search,
      ...fixedFilters,
      ...(sort.column ? { column: sort.column, order: sort.order } : {}),
    }),
    [search, fixedFilters, sort],
  );
  const params = useMemo<Params>(() => ({ ...filters, pageNo, pageSize }), [filters, pageNo, pageSize]);

  const query = useQuery({
    queryKey: ['resource', def.module, def.name, 'list', params],
    queryFn: () => listResource(def, params),
    placeholderData: keepPreviousData,
  });

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['resource', def.module, def.name] }),
    [queryClient, def.module, def.name],
  );

  return {
    query,
    filters,
    pageNo,
    pageSize,
    sort,
    hasSearch: Object.keys(search).length > 0,
    applySearch: (next: Params) => {
      setSearch(next);
      setPageNo(1);
    },
    changePage: (page: number, size: number) => {
      setPageNo(size === pageSize ? page : 1);
      setPageSize(size);
    },
    setSort,
    setPageNo,
    refresh,
  };
}

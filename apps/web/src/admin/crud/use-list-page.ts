import { DEFAULT_PAGE_SIZE, type PageResult } from '@ck/shared';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, type TableProps } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import type { Params } from '../../api/client.ts';
import { usePagerShowLess } from '../../hooks/use-pager.ts';
import { type ListColumn, searchParamsOf } from './list-columns.ts';
import { listTableProps } from './list-table-props.tsx';

export interface SortState {
  column?: string;
  order?: 'asc' | 'desc';
}

/** What a list call receives: fixed parameters, the applied search, the sort and the page. */
export type PageParams = Params & { pageNo: number; pageSize: number };

export interface ListPageOptions<T> {
  /** Cache key of the list; `refresh` reloads everything under it. */
  queryKey: QueryKey;
  query: (params: PageParams) => Promise<PageResult<T>>;
  columns: ListColumn<T>[];
  /** Sent with every call and every export (e.g. the log type). */
  fixedParams?: Params;
  rowKey?: string;
  /** Checkboxes for batch actions; `preserve` keeps the choice across pages. */
  selectable?: boolean | 'preserve';
  /** Empty-state text, or one text with a search applied and one without. */
  emptyText?: string | { searched: string; none: string };
  /** The pager's total; `共 N 条` by default. */
  totalText?: (total: number, range: [number, number]) => string;
  /** Re-fetch while rows are still pending (e.g. submissions being judged); the table does not flicker. */
  refetchInterval?: (data: PageResult<T> | undefined) => number | false;
  /** A `#` column numbering rows across pages. */
  rowNumbers?: boolean;
  enabled?: boolean;
}

/**
 * The state of a server-paged list page: search, sort, page, selection and the query, plus the props
 * of its antd table (SPEC §9 pager rules) built from one column array.
 */
export function useListPage<T extends object>(options: ListPageOptions<T>) {
  const { queryKey, query: load, columns, fixedParams, refetchInterval } = options;
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [search, setSearch] = useState<Params>({});
  const [pageNo, setPageNo] = useState(1);
  // SPEC §3: every list starts at 20 rows; the pager offers 10, 20, 30 and 50 (no per-page override).
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState>({});
  const [selected, setSelected] = useState<string[]>([]);

  /** Filters without paging: what the list and an export share. */
  const filters = useMemo<Params>(
    () => ({
      ...search,
      ...fixedParams,
      ...(sort.column ? { column: sort.column, order: sort.order } : {}),
    }),
    [search, fixedParams, sort],
  );
  const params = useMemo<PageParams>(() => ({ ...filters, pageNo, pageSize }), [filters, pageNo, pageSize]);
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: (): Promise<PageResult<T>> => load(params),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: (q) => refetchInterval?.(q.state.data) ?? false,
  });
  const records = query.data?.records ?? [];

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey }), [queryClient, queryKey]);
  const applySearch = (values: Record<string, unknown>) => {
    setSearch(searchParamsOf(columns, values));
    setPageNo(1);
  };

  const list = {
    query,
    records,
    filters,
    pageNo,
    pageSize,
    sort,
    selected,
    setSelected,
    setPageNo,
    hasSearch: Object.keys(search).length > 0,
    refresh,
    search: {
      form,
      columns: columns.filter((c) => c.search),
      apply: applySearch,
      reset: () => {
        form.resetFields();
        applySearch({});
      },
    },
    changePage: (page: number, size: number) => {
      setPageNo(size === pageSize ? page : 1);
      setPageSize(size);
    },
    setSort,
    /** After deleting rows of this page: they leave the selection, an emptied last page steps back. */
    afterDelete: (ids: string[]) => {
      setSelected((keys) => keys.filter((k) => !ids.includes(k)));
      if (ids.length >= records.length && pageNo > 1) setPageNo(pageNo - 1);
      void refresh();
    },
  };
  const tableProps: TableProps<T> = listTableProps(list, options, usePagerShowLess());
  return { ...list, tableProps };
}

export type ListPage<T extends object> = ReturnType<typeof useListPage<T>>;

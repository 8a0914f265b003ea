import { PAGE_SIZES } from '@ck/shared';
import { Empty, type TableColumnsType, type TableProps } from 'antd';
import type { ListColumn } from './list-columns.ts';
import type { ListPage, ListPageOptions, SortState } from './use-list-page.ts';

type ListState<T extends object> = Omit<ListPage<T>, 'tableProps'>;

const sortOrderOf = (sort: SortState, key: string) =>
  sort.column === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** Table columns of a list: search- and form-only columns left out, server sort shown on sortable ones. */
export function tableColumnsOf<T>(
  columns: ListColumn<T>[],
  sort: SortState,
  rowNumberFrom?: number,
): TableColumnsType<T> {
  const shown: TableColumnsType<T> = columns
    .filter((c) => !c.hideInTable)
    .map(({ search: _search, form: _form, hideInTable: _hidden, ...column }) =>
      column.sorter ? { ...column, sortOrder: sortOrderOf(sort, column.key) } : column,
    );
  if (rowNumberFrom === undefined) return shown;
  return [
    {
      key: '#',
      title: '#',
      width: 56,
      align: 'center',
      render: (_v, _r, index) => rowNumberFrom + index + 1,
    },
    ...shown,
  ];
}

/** The props every list table shares: data, loading, selection, empty state, paging and sorting. */
export function listTableProps<T extends object>(
  list: ListState<T>,
  options: ListPageOptions<T>,
  showLessItems: boolean,
): TableProps<T> {
  const { query } = list;
  const empty =
    typeof options.emptyText === 'string'
      ? options.emptyText
      : list.hasSearch
        ? options.emptyText?.searched
        : options.emptyText?.none;
  return {
    rowKey: options.rowKey ?? 'id',
    size: 'middle',
    columns: tableColumnsOf(
      options.columns,
      list.sort,
      options.rowNumbers ? (list.pageNo - 1) * list.pageSize : undefined,
    ),
    dataSource: list.records,
    // A list that refreshes itself on a timer shows the spinner only for its first load.
    loading: options.refetchInterval ? query.isLoading : query.isFetching,
    scroll: { x: 'max-content' },
    rowSelection: options.selectable
      ? {
          selectedRowKeys: list.selected,
          preserveSelectedRowKeys: options.selectable === 'preserve',
          onChange: (keys) => list.setSelected(keys.map(String)),
        }
      : undefined,
    locale: {
      emptyText: (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={query.isError ? '加载失败，请稍后重试' : (empty ?? '暂无数据')}
        />
      ),
    },
    // SPEC §9: sizes 10/20/30/50, 5 pager items under 992 px and 7 above.
    pagination: {
      current: list.pageNo,
      pageSize: list.pageSize,
      total: query.data?.total ?? 0,
      pageSizeOptions: [...PAGE_SIZES],
      showSizeChanger: true,
      showQuickJumper: true,
      showLessItems,
      showTotal: options.totalText ?? ((total) => `共 ${total} 条`),
    },
    onChange: (pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = one?.order ? String(one.columnKey ?? one.field) : undefined;
      list.setSort(column ? { column, order: one.order === 'ascend' ? 'asc' : 'desc' } : {});
      list.changePage(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
    },
  };
}

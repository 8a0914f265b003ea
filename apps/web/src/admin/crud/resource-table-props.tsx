import type { TableProps } from 'antd';
import { Empty, Grid } from 'antd';
import type { ResourceRow } from './resource-api.ts';
import type { useResourceList } from './use-resource-list.ts';

interface TableWiring {
  list: ReturnType<typeof useResourceList>;
  /** Row selection for batch actions; undefined when the user may not act on several rows. */
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  /** Empty-state texts: with a search applied, and without. */
  emptyText: { searched: string; none: string };
}

/** The props every resource table shares: data, loading, selection, empty state, paging and sorting. */
export function useResourceTableProps({ list, selection, emptyText }: TableWiring): TableProps<ResourceRow> {
  const screens = Grid.useBreakpoint();
  return {
    rowKey: 'id',
    size: 'middle',
    dataSource: list.query.data?.records ?? [],
    loading: list.query.isFetching,
    scroll: { x: 'max-content' },
    rowSelection: selection && {
      selectedRowKeys: selection.selected,
      onChange: (keys) => selection.onChange(keys.map(String)),
    },
    locale: {
      emptyText: (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={list.hasSearch ? emptyText.searched : emptyText.none}
        />
      ),
    },
    pagination: {
      current: list.pageNo,
      pageSize: list.pageSize,
      total: list.query.data?.total ?? 0,
      pageSizeOptions: [10, 20, 30, 50],
      showSizeChanger: true,
      showQuickJumper: true,
      showLessItems: !screens.lg,
      showTotal: (total, range) => `第 ${range[0]}-${range[1]} 条，共 ${total} 条`,
    },
    onChange: (pagination, _filters, sorter) => {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = one?.order ? String(one.columnKey ?? one.field) : undefined;
      list.setSort(column ? { column, order: one.order === 'ascend' ? 'asc' : 'desc' } : {});
      list.changePage(pagination.current ?? 1, pagination.pageSize ?? list.pageSize);
    },
  };
}

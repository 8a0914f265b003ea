import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { ListSearch } from '../admin/crud/list-search-form.tsx';
import { ListSearchForm } from '../admin/crud/list-search-form.tsx';

export interface SearchTableProps<T extends object> {
  /** What `useListPage` answered. */
  list: { search: ListSearch<T>; tableProps: TableProps<T> };
  /** The search form's name: field ids become `<name>_<field>`. */
  name?: string;
  layout?: 'inline' | 'grid';
  /** Which search buttons to show; by default none when every field searches by itself. */
  buttons?: 'both' | 'search' | 'none';
  /** Buttons after the search buttons (新增, 导出…). */
  toolbar?: ReactNode;
  /** The table's scroll width, for columns wider than the page. */
  scrollX?: number;
}

/** The search bar and the table of a `useListPage` list. */
export function SearchTable<T extends object>({
  list,
  name,
  layout,
  buttons,
  toolbar,
  scrollX,
}: SearchTableProps<T>) {
  return (
    <>
      <ListSearchForm search={list.search} name={name} layout={layout} buttons={buttons} extra={toolbar} />
      <Table<T> {...list.tableProps} {...(scrollX ? { scroll: { x: scrollX } } : {})} />
    </>
  );
}

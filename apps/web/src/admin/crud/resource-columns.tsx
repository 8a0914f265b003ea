import type { ResourceDef } from '@ck/shared';
import type { TableColumnsType } from 'antd';
import { CellValue } from './cell-value.tsx';
import { type FixedFilters, listFields } from './field-kinds.ts';
import { formatCell } from './form-values.ts';
import type { ResourceRow } from './resource-api.ts';

export interface SortState {
  column?: string;
  order?: 'asc' | 'desc';
}

const sortOrderOf = (sort: SortState, key: string) =>
  sort.column === key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** Row number, the listed fields, and the creation time; sortable fields sort on the server. */
export function resourceColumns(
  def: ResourceDef,
  fixed: FixedFilters | undefined,
  sort: SortState,
  offset: number,
): TableColumnsType<ResourceRow> {
  const columns: TableColumnsType<ResourceRow> = [
    { key: '#', title: '#', width: 56, align: 'center', render: (_v, _r, index) => offset + index + 1 },
  ];
  for (const [name, field] of listFields(def, fixed)) {
    columns.push({
      key: name,
      dataIndex: name,
      title: field.label,
      sorter: field.sortable ? true : undefined,
      sortOrder: field.sortable ? sortOrderOf(sort, name) : undefined,
      ellipsis: field.kind === 'text',
      align: field.kind === 'int' || field.kind === 'decimal' ? 'right' : undefined,
      render: (_v, row) => <CellValue name={name} field={field} row={row} />,
    });
  }
  columns.push({
    key: 'createTime',
    dataIndex: 'createTime',
    title: '创建时间',
    width: 180,
    sorter: true,
    sortOrder: sortOrderOf(sort, 'createTime'),
    render: (value: unknown) => formatCell(undefined, 'createTime', value) || '—',
  });
  return columns;
}

import type { ResourceDef } from '@ck/shared';
import { CellValue } from './cell-value.tsx';
import type { FixedFilters } from './field-kinds.ts';
import { formatCell } from './form-values.ts';
import type { ListColumn } from './list-columns.ts';
import type { ResourceRow } from './resource-api.ts';
import { searchInput } from './search-input.tsx';
import { fieldSearchParams } from './search-params.ts';

/**
 * The columns of a declared resource: listed fields (sortable ones sort on the server), searchable
 * fields in the search bar, and the creation time. Fields the page pins are left out.
 */
export function resourceColumns(def: ResourceDef, fixed?: FixedFilters): ListColumn<ResourceRow>[] {
  const columns: ListColumn<ResourceRow>[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (fixed && name in fixed) continue;
    if (field.hideInList && !field.searchable) continue;
    columns.push({
      key: name,
      dataIndex: name,
      title: field.label,
      hideInTable: field.hideInList,
      sorter: field.sortable ? true : undefined,
      ellipsis: field.kind === 'text',
      align: field.kind === 'int' || field.kind === 'decimal' ? 'right' : undefined,
      render: (_v, row) => <CellValue name={name} field={field} row={row} />,
      search: field.searchable
        ? {
            input: searchInput([name, field]),
            label: true,
            toParams: (v) => fieldSearchParams(name, field, v),
          }
        : undefined,
    });
  }
  columns.push({
    key: 'createTime',
    dataIndex: 'createTime',
    title: '创建时间',
    width: 180,
    sorter: true,
    render: (value: unknown) => formatCell(undefined, 'createTime', value) || '—',
  });
  return columns;
}

import { Select, type SelectProps } from 'antd';
import type { ColumnSearch } from './list-columns.ts';

/** A search by one of a few values: a clearable select that applies as soon as it changes. */
export function selectSearch(
  placeholder: string,
  width: number,
  options: SelectProps['options'],
): ColumnSearch {
  return {
    instant: true,
    input: <Select allowClear placeholder={placeholder} style={{ width }} options={options} />,
  };
}

import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ColumnSearch } from './list-columns.ts';

const DAY = 'YYYY-MM-DD';

/** The 日期 search of a list: a range of whole days sent as `fromParam` / `toParam`; either end may stay open. */
export function dayRangeSearch(fromParam: string, toParam: string): ColumnSearch {
  return {
    name: 'range',
    label: '日期',
    input: <DatePicker.RangePicker allowEmpty={[true, true]} />,
    toParams: (value) => {
      const [from, to] = (value as [Dayjs | null, Dayjs | null] | null) ?? [];
      return {
        ...(from ? { [fromParam]: from.format(DAY) } : {}),
        ...(to ? { [toParam]: to.format(DAY) } : {}),
      };
    },
  };
}

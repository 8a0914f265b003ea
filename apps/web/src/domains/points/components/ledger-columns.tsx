import { Select, Tag } from 'antd';
import { dayRangeSearch } from '../../../admin/crud/day-range-search.tsx';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { KIND_OPTIONS } from '../points-labels.ts';
import { PointsAmount } from './points-amount.tsx';

/** Whole days, Beijing time. */
export const dateSearch = dayRangeSearch('createTime_begin', 'createTime_end');

/** 类型, the reason and 积分: the columns a student's ledger and the school's ledger share. */
export function ledgerColumns<T>(reasonTitle: string, amountWidth: number): ListColumn<T>[] {
  return [
    {
      key: 'kind',
      title: '类型',
      dataIndex: 'kind_dictText',
      width: 120,
      render: (v: string) => <Tag>{v}</Tag>,
      search: {
        instant: true,
        label: '类型',
        input: <Select allowClear placeholder="全部类型" style={{ width: 140 }} options={KIND_OPTIONS} />,
      },
    },
    { key: 'reason', title: reasonTitle, dataIndex: 'reason' },
    {
      key: 'amount',
      title: '积分',
      dataIndex: 'amount',
      width: amountWidth,
      align: 'right',
      render: (v: number) => <PointsAmount amount={v} />,
    },
  ];
}

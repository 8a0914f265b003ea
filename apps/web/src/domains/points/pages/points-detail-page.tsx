import type { PointsLedgerItem } from '@ck/shared';
import { Card, Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { dayRangeSearch } from '../../../admin/crud/day-range-search.tsx';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListSearchForm } from '../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { fetchMyLedger, POINTS_KEY } from '../api.ts';
import { PointsAmount } from '../components/points-amount.tsx';
import { KIND_OPTIONS } from '../points-labels.ts';

export const kindSearch = {
  instant: true,
  label: '类型',
  input: <Select allowClear placeholder="全部类型" style={{ width: 140 }} options={KIND_OPTIONS} />,
};

/** Whole days, Beijing time. */
export const dateSearch = dayRangeSearch('createTime_begin', 'createTime_end');

const columns: ListColumn<PointsLedgerItem>[] = [
  { key: 'createTime', title: '时间', dataIndex: 'createTime', width: 180, search: dateSearch },
  {
    key: 'kind',
    title: '类型',
    dataIndex: 'kind_dictText',
    width: 120,
    render: (v: string) => <Tag>{v}</Tag>,
    search: kindSearch,
  },
  { key: 'reason', title: '说明', dataIndex: 'reason' },
  {
    key: 'amount',
    title: '积分',
    dataIndex: 'amount',
    width: 100,
    align: 'right',
    render: (v: number) => <PointsAmount amount={v} />,
  },
];

/** `/home-page/jifenDetail`: every change of my points, by kind and day, page by page. */
export function PointsDetailPage() {
  useDocumentTitle('积分明细');
  const list = useListPage<PointsLedgerItem>({
    queryKey: [...POINTS_KEY, 'mine'],
    query: fetchMyLedger,
    columns,
    emptyText: { searched: '没有符合条件的积分记录', none: '还没有积分记录' },
  });
  return (
    <Card title="积分明细" extra={<Link to="/home-page/jifen">返回我的积分</Link>}>
      <ListSearchForm search={list.search} />
      <Table<PointsLedgerItem> {...list.tableProps} data-testid="points-detail-table" />
    </Card>
  );
}

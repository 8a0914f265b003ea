import type { PointsLedgerItem } from '@ck/shared';
import { Card, Table } from 'antd';
import { Link } from 'react-router';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListSearchForm } from '../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { fetchMyLedger, POINTS_KEY } from '../api.ts';
import { dateSearch, ledgerColumns } from '../components/ledger-columns.tsx';

const columns: ListColumn<PointsLedgerItem>[] = [
  { key: 'createTime', title: '时间', dataIndex: 'createTime', width: 180, search: dateSearch },
  ...ledgerColumns<PointsLedgerItem>('说明', 100),
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

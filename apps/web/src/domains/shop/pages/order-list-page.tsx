import type { ShopOrder } from '@ck/shared';
import { Button, Drawer, Input, Select, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { dayRangeSearch } from '../../../admin/crud/day-range-search.tsx';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { selectSearch } from '../../../admin/crud/select-search.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { SearchTable } from '../../../components/search-table.tsx';
import { exportOrders, listOrders, SHOP_KEY } from '../api.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderDetail } from '../components/order-detail.tsx';
import { latePaidOptions, methodOptions, priceText, STATUS_COLOR, statusOptions } from '../order-labels.ts';

const columns: ListColumn<ShopOrder>[] = [
  {
    key: 'orderNo',
    title: '订单号',
    dataIndex: 'orderNo',
    width: 200,
    search: { label: '订单号', input: <Input placeholder="订单号" allowClear maxLength={32} /> },
  },
  {
    key: 'username',
    title: '账号',
    dataIndex: 'username',
    width: 120,
    search: { label: '账号', input: <Input placeholder="下单账号" allowClear maxLength={64} /> },
  },
  {
    key: 'productName',
    title: '商品',
    dataIndex: 'productName',
    ellipsis: true,
    render: (v: string, r) => `${v} × ${r.count}`,
  },
  { key: 'price', title: '金额', width: 140, render: (_, r) => priceText(r) },
  {
    key: 'payMethod',
    title: '支付方式',
    dataIndex: 'payMethod_dictText',
    width: 100,
    search: {
      name: 'payMethod',
      instant: true,
      input: <Select allowClear placeholder="全部方式" style={{ width: 130 }} options={methodOptions} />,
    },
  },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (_, r) => (
      <>
        <Tooltip title={r.status === 'refund_failed' ? r.refundError : undefined}>
          <Tag color={STATUS_COLOR[r.status]}>{r.status_dictText}</Tag>
        </Tooltip>
        {r.latePayNote && (
          <Tooltip title={r.latePayNote}>
            <Tag color="warning" data-testid="late-pay-tag">
              取消后付款
            </Tag>
          </Tooltip>
        )}
      </>
    ),
    search: {
      instant: true,
      input: <Select allowClear placeholder="全部状态" style={{ width: 120 }} options={statusOptions} />,
    },
  },
  {
    key: 'latePaid',
    title: '取消后付款',
    hideInTable: true,
    search: selectSearch('取消后付款（全部）', 170, latePaidOptions),
  },
  {
    key: 'createTime',
    title: '下单时间',
    dataIndex: 'createTime',
    width: 170,
    search: dayRangeSearch('dateFrom', 'dateTo'),
  },
];

/** 订单管理: every order of the school, searchable, with shipping, refunds and offline payments. */
export function OrderListView() {
  const [viewing, setViewing] = useState<ShopOrder | null>(null);
  const list = useListPage<ShopOrder>({
    queryKey: [...SHOP_KEY, 'orders'],
    query: listOrders,
    columns: [
      ...columns,
      {
        key: 'actions',
        title: '操作',
        width: 220,
        render: (_, r) => (
          <>
            <Button type="link" size="small" onClick={() => setViewing(r)}>
              详情
            </Button>
            <OrderActions order={r} onDone={() => list.refresh()} />
          </>
        ),
      },
    ],
    emptyText: { searched: '没有符合条件的订单', none: '还没有订单' },
  });
  const current = viewing && (list.tableProps.dataSource?.find((r) => r.id === viewing.id) ?? viewing);
  return (
    <>
      <SearchTable
        list={list}
        layout="grid"
        toolbar={
          <ExportButton code="teaching:order:export" onExport={() => exportOrders(list.filters)}>
            导出
          </ExportButton>
        }
      />
      <Drawer
        open={!!current}
        title="订单详情"
        size={520}
        onClose={() => setViewing(null)}
        extra={current && <OrderActions order={current} onDone={() => list.refresh()} />}
      >
        {current && <OrderDetail order={current} />}
      </Drawer>
    </>
  );
}

/** `shop/OrderList`. */
export function OrderListPage() {
  return (
    <ListPageCard title="订单管理" icon="profile">
      <OrderListView />
    </ListPageCard>
  );
}

/** `/home-page/zuhuOrder`. */
export function OrderListHomePage() {
  useDocumentTitle('订单管理');
  return <OrderListPage />;
}

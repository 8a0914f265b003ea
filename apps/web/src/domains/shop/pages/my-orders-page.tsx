import { DEFAULT_PAGE_SIZE, type ShopOrder } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Empty, List, Popconfirm, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { fileUrl } from '../../../components/file-url.ts';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { cancelOrder, myOrders, SHOP_KEY } from '../api.ts';
import { OrderDetail } from '../components/order-detail.tsx';
import { cancelDoneText, priceText, STATUS_COLOR } from '../order-labels.ts';

const FILTERS = [
  { value: '', label: '全部' },
  { value: 'pending', label: '待支付' },
  { value: 'paid', label: '待发货' },
  { value: 'shipped', label: '已发货' },
  { value: 'completed', label: '已完成' },
];

/** `/home-page/myOrders`: the signed-in user's orders, newest first, with cancel for unpaid ones. */
export function MyOrdersPage() {
  useDocumentTitle('我的订单');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { config } = useBrand();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [viewing, setViewing] = useState<ShopOrder | null>(null);
  const orders = useQuery({
    queryKey: [...SHOP_KEY, 'mine', status, pageNo],
    queryFn: () => myOrders({ pageNo, pageSize: DEFAULT_PAGE_SIZE, status: status || undefined }),
  });
  const cancel = async (order: ShopOrder) => {
    try {
      const after = await cancelOrder(order.id);
      message.success(cancelDoneText(after));
      queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    } catch {
      // The client already showed the reason.
    }
  };
  return (
    <Card
      title="我的订单"
      extra={<Button onClick={() => navigate('/home-page/otherGoods')}>去积分商城</Button>}
    >
      <Segmented
        options={FILTERS}
        value={status}
        onChange={(v) => {
          setStatus(String(v));
          setPageNo(1);
        }}
        style={{ marginBottom: 16 }}
      />
      <List<ShopOrder>
        loading={orders.isLoading}
        dataSource={orders.data?.records ?? []}
        locale={{ emptyText: <Empty description="还没有订单，去积分商城看看吧" /> }}
        pagination={
          (orders.data?.total ?? 0) > DEFAULT_PAGE_SIZE && {
            current: pageNo,
            pageSize: DEFAULT_PAGE_SIZE,
            total: orders.data?.total ?? 0,
            onChange: setPageNo,
            align: 'center',
          }
        }
        renderItem={(o) => (
          <List.Item
            data-testid="my-order"
            actions={[
              <Button key="view" type="link" onClick={() => setViewing(o)}>
                详情
              </Button>,
              ...(o.courseId && o.status === 'completed'
                ? [
                    <Button
                      key="learn"
                      type="link"
                      onClick={() =>
                        navigate(`/home-page/courseDetail?id=${encodeURIComponent(o.courseId ?? '')}`)
                      }
                    >
                      去学习
                    </Button>,
                  ]
                : []),
              ...(o.status === 'pending'
                ? [
                    <Popconfirm
                      key="cancel"
                      title="取消这个订单？"
                      okText="取消订单"
                      cancelText="再想想"
                      onConfirm={() => cancel(o)}
                    >
                      <Button type="link" danger>
                        取消
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              avatar={
                o.cover ? (
                  <img
                    src={fileUrl(o.cover, config)}
                    alt=""
                    style={{ width: 80, height: 45, objectFit: 'cover', borderRadius: 4 }}
                  />
                ) : undefined
              }
              title={
                <>
                  {o.productName} × {o.count} <Tag color={STATUS_COLOR[o.status]}>{o.status_dictText}</Tag>
                </>
              }
              description={
                <Typography.Text type="secondary">
                  {o.createTime} · {priceText(o)} · 订单号 {o.orderNo}
                  {o.trackingNo ? ` · 物流单号 ${o.trackingNo}` : ''}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
      <Drawer open={!!viewing} title="订单详情" size={480} onClose={() => setViewing(null)}>
        {viewing && <OrderDetail order={viewing} />}
      </Drawer>
    </Card>
  );
}

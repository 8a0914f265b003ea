import { ArrowLeftOutlined, ProfileOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Carousel,
  Col,
  Descriptions,
  Empty,
  Image,
  Result,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/http-errors.ts';
import { loginPathWithRedirect } from '../../../app/navigation.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { fileUrl } from '../../../components/file-url.ts';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { useSession } from '../../../stores/session-store.ts';
import { courseGoods, frontGoodsDetail, SHOP_KEY } from '../api.ts';
import { PayDialog } from '../components/pay-dialog.tsx';
import { RedeemDialog } from '../components/redeem-dialog.tsx';
import { goodsTypeText } from '../order-labels.ts';
import { deliveryNote, mayBuy } from '../virtual-goods.ts';

/** `/home-page/otherGoodsDetail?id=`: pictures, description, and redeem with points or buy with money. */
export function GoodsDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const roles = useSession((s) => s.roles);
  const { config } = useBrand();
  const [dialog, setDialog] = useState<'redeem' | 'pay' | null>(null);
  const detail = useQuery({
    queryKey: [...SHOP_KEY, 'detail', id],
    queryFn: () => frontGoodsDetail(id),
    enabled: !!id,
    retry: false,
  });
  const courseId = detail.data?.courseId ?? null;
  // Whether the signed-in user already learns the course this good opens.
  const owned = useQuery({
    queryKey: [...SHOP_KEY, 'course-goods', !!token],
    queryFn: courseGoods,
    enabled: !!token && !!courseId,
    select: (list) => list.some((g) => g.courseId === courseId && g.owned),
  });
  useDocumentTitle(detail.data?.productName ?? '商品详情');
  if (!id) return <Result status="404" title="未指定商品" />;
  if (detail.error)
    return (
      <Result
        status="warning"
        title={errorText(detail.error, '商品加载失败')}
        extra={<Button onClick={() => navigate('/home-page/otherGoods')}>返回积分商城</Button>}
      />
    );
  const goods = detail.data;
  if (!goods) return <Card loading variant="borderless" />;
  const pictures = [...new Set([goods.cover, ...goods.gallery].filter((p): p is string => !!p))];
  const note = deliveryNote(goods.goodsType);
  const allowed = mayBuy(goods.goodsType, token ? { userIdentity: userInfo?.userIdentity, roles } : null);
  const learnCourse = () =>
    navigate(`/home-page/courseDetail?id=${encodeURIComponent(goods.courseId ?? '')}`);
  const needLogin = (next: 'redeem' | 'pay') => (token ? setDialog(next) : navigate(loginPathWithRedirect()));
  const done = () => {
    setDialog(null);
    queryClient.invalidateQueries({ queryKey: SHOP_KEY });
    queryClient.invalidateQueries({ queryKey: ['my-points'] });
  };
  return (
    <Card
      title={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/home-page/otherGoods')}>
          积分商城
        </Button>
      }
      extra={
        token && (
          <Button icon={<ProfileOutlined />} onClick={() => navigate('/home-page/myOrders')}>
            我的订单
          </Button>
        )
      }
    >
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          {pictures.length ? (
            <Image.PreviewGroup>
              <Carousel autoplay={pictures.length > 1} dots={pictures.length > 1}>
                {pictures.map((p) => (
                  <div key={p}>
                    <Image
                      src={fileUrl(p, config)}
                      alt={goods.productName}
                      style={{ width: '100%', aspectRatio: '16/9', objectFit: 'cover' }}
                    />
                  </div>
                ))}
              </Carousel>
            </Image.PreviewGroup>
          ) : (
            <Empty description="暂无图片" />
          )}
        </Col>
        <Col xs={24} md={14}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {goods.productName}
          </Typography.Title>
          <Space style={{ marginBottom: 16 }}>
            <Tag color="blue">{goodsTypeText(goods.goodsType)}</Tag>
            {goods.categoryName && <Tag>{goods.categoryName}</Tag>}
          </Space>
          <Descriptions
            column={1}
            size="small"
            items={[
              ...(goods.pointsPrice > 0
                ? [
                    {
                      key: 'points',
                      label: '积分价',
                      children: <b style={{ color: '#f5222d' }}>{goods.pointsPrice} 积分</b>,
                    },
                  ]
                : []),
              ...(goods.moneyPrice > 0
                ? [
                    {
                      key: 'money',
                      label: '现金价',
                      children: <b style={{ color: '#f5222d' }}>¥{goods.moneyPrice.toFixed(2)}</b>,
                    },
                  ]
                : []),
              {
                key: 'stock',
                label: '库存',
                children: <span data-testid="goods-stock">{goods.stockText}</span>,
              },
              { key: 'sales', label: '已售', children: goods.sales },
              ...(goods.contents.length
                ? [
                    {
                      key: 'contents',
                      label: goods.goodsType === '4' ? '包含试卷' : goodsTypeText(goods.goodsType),
                      children: <span data-testid="goods-contents">{goods.contents.join('、')}</span>,
                    },
                  ]
                : []),
              ...(goods.perUserLimit > 0
                ? [{ key: 'limit', label: '限购', children: `每人 ${goods.perUserLimit} 件` }]
                : []),
            ]}
          />
          {note && <Alert type="info" showIcon title={note} style={{ marginTop: 12 }} />}
          <Space style={{ marginTop: 16 }} wrap>
            {owned.data ? (
              <Button type="primary" size="large" icon={<ReadOutlined />} onClick={learnCourse}>
                已拥有，去学习
              </Button>
            ) : !allowed ? (
              <Button size="large" disabled>
                仅限老师和管理员购买
              </Button>
            ) : (
              <>
                {goods.pointsPrice > 0 && (
                  <Button
                    type="primary"
                    size="large"
                    disabled={goods.soldOut}
                    onClick={() => needLogin('redeem')}
                  >
                    {goods.soldOut ? '已售罄' : '积分兑换'}
                  </Button>
                )}
                {goods.moneyPrice > 0 && (
                  <Button size="large" disabled={goods.soldOut} onClick={() => needLogin('pay')}>
                    {goods.goodsType === '2' ? '购买课程' : '现金购买'}
                  </Button>
                )}
              </>
            )}
          </Space>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 32 }}>
        商品详情
      </Typography.Title>
      {goods.description ? <SafeHtml html={goods.description} /> : <Empty description="暂无详情" />}
      <RedeemDialog
        goods={goods}
        open={dialog === 'redeem'}
        onClose={() => setDialog(null)}
        onDone={(order) => {
          done();
          queryClient.invalidateQueries({ queryKey: ['learning'] });
          if (order.courseId) {
            message.success('兑换成功，课程已开通，快去学习吧');
            learnCourse();
            return;
          }
          message.success(`兑换成功，订单号 ${order.orderNo}`);
          navigate('/home-page/myOrders');
        }}
      />
      <PayDialog
        goods={goods}
        open={dialog === 'pay'}
        onClose={done}
        onPaid={() => {
          done();
          navigate('/home-page/myOrders');
        }}
      />
    </Card>
  );
}

import { GiftOutlined } from '@ant-design/icons';
import type { FrontGoods } from '@ck/shared';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { fileUrl } from '../../../components/file-url.ts';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { goodsPriceText, goodsTypeText } from '../order-labels.ts';

/** One good in the shop window: cover, name, price and whether any is left. */
export function GoodsCard({ goods }: { goods: FrontGoods }) {
  const { config } = useBrand();
  const cover = fileUrl(goods.cover ?? undefined, config);
  return (
    <Link to={`/home-page/otherGoodsDetail?id=${goods.id}`} data-testid="goods-card">
      <Card
        hoverable
        cover={
          cover ? (
            <img alt={goods.productName} src={cover} style={{ height: 160, objectFit: 'cover' }} />
          ) : (
            <div style={{ height: 160, display: 'grid', placeItems: 'center', background: '#f0f5ff' }}>
              <GiftOutlined style={{ fontSize: 48, color: '#1f89f2' }} />
            </div>
          )
        }
        styles={{ body: { padding: 12 } }}
      >
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {goods.productName}
        </Typography.Text>
        <div style={{ margin: '6px 0', color: '#f5222d', fontWeight: 600 }}>{goodsPriceText(goods)}</div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Tag>{goodsTypeText(goods.goodsType)}</Tag>
          <Typography.Text type={goods.soldOut ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
            {goods.stockText} · 已售 {goods.sales}
          </Typography.Text>
        </div>
      </Card>
    </Link>
  );
}

import { ProfileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Input, Pagination, Result, Row, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useSession } from '../../../stores/session-store.ts';
import { frontCategories, frontGoods, SHOP_KEY } from '../api.ts';
import { GoodsCard } from '../components/goods-card.tsx';

const PAGE_SIZE = 12;
const CLOSED = '积分商城暂未开放';

/** `/home-page/otherGoods`: the shop window, by category, with a name search. */
export function GoodsListPage() {
  useDocumentTitle('积分商城');
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const categoryId = params.get('category') ?? '';
  const keyword = params.get('q') ?? '';
  const [text, setText] = useState(keyword);
  const categories = useQuery({ queryKey: [...SHOP_KEY, 'categories'], queryFn: frontCategories });
  const goods = useQuery({
    queryKey: [...SHOP_KEY, 'front', pageNo, categoryId, keyword],
    queryFn: () =>
      frontGoods({
        pageNo,
        pageSize: PAGE_SIZE,
        categoryId: categoryId || undefined,
        keyword: keyword || undefined,
      }),
  });
  const go = (next: { page?: number; category?: string; q?: string }) => {
    const page = next.page ?? 1;
    const category = next.category ?? categoryId;
    const q = next.q ?? keyword;
    setParams({
      ...(page > 1 ? { page: String(page) } : {}),
      ...(category ? { category } : {}),
      ...(q ? { q } : {}),
    });
  };
  if (goods.data?.message === CLOSED)
    return <Result status="info" title={CLOSED} subTitle="机构还没有开放积分商城，敬请期待。" />;
  const page = goods.data?.page;
  const tabs = [
    { key: '', label: '全部' },
    ...(categories.data ?? []).map((c) => ({ key: c.id, label: c.categoryName })),
  ];
  return (
    <Card
      title="积分商城"
      extra={
        <div style={{ display: 'flex', gap: 8 }}>
          <Input.Search
            allowClear
            placeholder="搜索商品"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(v) => go({ q: v.trim() })}
            style={{ width: 200 }}
          />
          {token && (
            <Button icon={<ProfileOutlined />} onClick={() => navigate('/home-page/myOrders')}>
              我的订单
            </Button>
          )}
        </div>
      }
    >
      {tabs.length > 1 && (
        <Tabs activeKey={categoryId} items={tabs} onChange={(key) => go({ category: key })} />
      )}
      <Spin spinning={goods.isFetching}>
        {page && page.records.length === 0 ? (
          <Empty description={keyword || categoryId ? '没有符合条件的商品' : '商品正在上架中，敬请期待'} />
        ) : (
          <Row gutter={[16, 16]}>
            {(page?.records ?? []).map((g) => (
              <Col key={g.id} xs={12} sm={8} md={6} lg={6} xl={4}>
                <GoodsCard goods={g} />
              </Col>
            ))}
          </Row>
        )}
      </Spin>
      {(page?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          align="center"
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={page?.total ?? 0}
          showSizeChanger={false}
          onChange={(p) => go({ page: p })}
        />
      )}
    </Card>
  );
}

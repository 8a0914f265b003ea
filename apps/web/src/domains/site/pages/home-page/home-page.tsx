import { CodeOutlined, ExperimentOutlined, ReadOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { PlainCard as Card } from '../../../../components/plain-card.tsx';
import { PlainTypography as Typography } from '../../../../components/plain-typography.tsx';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { fetchFrontNews } from '../../api.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { NewsList } from './news-list.tsx';

const FEATURES = [
  { icon: <CodeOutlined />, title: '精品课程', text: '图形化到代码，分级进阶', to: '/home-page/course' },
  { icon: <ExperimentOutlined />, title: '在线测评', text: '自动评测，即时反馈', to: '/home-page/testing' },
  { icon: <TrophyOutlined />, title: '赛事活动', text: '以赛促学，展示风采', to: '/home-page/raceList' },
  { icon: <ReadOutlined />, title: '新闻动态', text: '平台公告与活动资讯', to: '/home-page/frontNews' },
];

/** `/home-page/home`: carousel, the four sections and the latest news. */
export function HomePage() {
  useDocumentTitle('官网首页');
  const navigate = useNavigate();
  const { name, desc } = useBrand();
  const news = useQuery({
    queryKey: ['front-news', 1, 5, ''],
    queryFn: () => fetchFrontNews({ pageNo: 1, pageSize: 5 }),
  });
  return (
    <div data-testid="new-home">
      <BannerCarousel />
      <div style={{ textAlign: 'center', margin: '28px 0 20px' }}>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">{desc}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {FEATURES.map((f) => (
          <Col key={f.title} xs={12} md={6}>
            <Card
              hoverable
              className="ck-quick-link"
              onClick={() => navigate(f.to)}
              styles={{ body: { textAlign: 'center' } }}
            >
              <div style={{ fontSize: 32, color: 'var(--ant-color-primary)' }}>{f.icon}</div>
              <Typography.Title level={5} style={{ margin: '8px 0 4px' }}>
                {f.title}
              </Typography.Title>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.text}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card
        title="新闻动态"
        style={{ marginTop: 16 }}
        extra={
          <Button type="link" onClick={() => navigate('/home-page/frontNews')}>
            更多
          </Button>
        }
      >
        <NewsList records={news.data?.records ?? []} loading={news.isLoading} compact />
      </Card>
    </div>
  );
}

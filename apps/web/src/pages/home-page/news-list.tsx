import { CalendarOutlined, ReadOutlined } from '@ant-design/icons';
import { ellipsis } from '@ck/shared';
import { Empty, List, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { NewsSummary } from '../../api/portal-api.ts';
import { fileUrl } from '../../components/file-url.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';

/** News rows: cover, title, summary cut to 25 characters on small cards, publish time. */
export function NewsList({
  records,
  loading,
  compact,
}: {
  records: NewsSummary[];
  loading?: boolean;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const { config } = useBrand();
  return (
    <List
      loading={loading}
      itemLayout={compact ? 'horizontal' : 'vertical'}
      dataSource={records}
      locale={{
        emptyText: (
          <Empty
            image={<ReadOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
            description="暂无新闻，敬请关注"
          />
        ),
      }}
      renderItem={(n) => (
        <List.Item
          key={n.id}
          className="ck-news-item"
          data-testid="news-item"
          onClick={() => navigate(`/home-page/frontNewsDetail?id=${encodeURIComponent(n.id)}`)}
          extra={
            !compact && n.cover ? (
              <img
                src={fileUrl(n.cover, config)}
                alt=""
                style={{ width: 180, height: 110, objectFit: 'cover', borderRadius: 8 }}
              />
            ) : undefined
          }
        >
          <List.Item.Meta
            title={<span className="ck-news-title">{n.title}</span>}
            description={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <CalendarOutlined /> {n.publishTime ?? ''}
              </Typography.Text>
            }
          />
          {!compact && n.summary ? n.summary : compact && n.summary ? ellipsis(n.summary) : null}
        </List.Item>
      )}
    />
  );
}

import { Empty, List, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Clarification } from '../api.ts';

/** Questions with their answers and the jury's announcements; `extra` adds per-item actions. */
export function ClarificationList({
  items,
  loading,
  extra,
  showAsker = false,
}: {
  items: Clarification[];
  loading?: boolean;
  extra?: (item: Clarification) => ReactNode;
  showAsker?: boolean;
}) {
  if (!loading && !items.length) return <Empty description="暂无答疑" />;
  return (
    <List<Clarification>
      loading={loading}
      dataSource={items}
      rowKey="id"
      renderItem={(c) => (
        <List.Item actions={extra ? [extra(c)] : undefined}>
          <div style={{ width: '100%' }}>
            <Space wrap size={4} style={{ marginBottom: 4 }}>
              {c.userId ? <Tag>提问</Tag> : <Tag color="gold">公告</Tag>}
              {c.label && <Tag color="blue">题目 {c.label}</Tag>}
              {c.userId && (c.isPublic ? <Tag color="green">公开</Tag> : <Tag>仅提问者可见</Tag>)}
              {showAsker && c.userId && <Typography.Text strong>{c.askerName ?? c.userId}</Typography.Text>}
              <Typography.Text type="secondary">{c.createTime}</Typography.Text>
            </Space>
            {c.userId && (
              <Typography.Paragraph style={{ marginBottom: 4 }}>问：{c.question}</Typography.Paragraph>
            )}
            {c.answer ? (
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
                {c.userId ? '答：' : ''}
                {c.answer}
              </Typography.Paragraph>
            ) : (
              <Typography.Text type="secondary">等待裁判回复</Typography.Text>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}

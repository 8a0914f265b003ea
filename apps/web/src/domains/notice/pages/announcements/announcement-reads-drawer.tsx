import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Progress, Table } from 'antd';
import { useState } from 'react';
import { type Announcement, fetchReadStats, fetchUnreadUsers } from '../../api.ts';

/** Read figures of one announcement and the users who have not read it yet. */
export function AnnouncementReadsDrawer({
  record,
  onClose,
}: {
  record: Announcement | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const id = record?.id;
  const stats = useQuery({
    queryKey: ['announcement-stats', id],
    queryFn: () => fetchReadStats(id as string),
    enabled: !!id,
  });
  const unread = useQuery({
    queryKey: ['announcement-unread', id, page],
    queryFn: () => fetchUnreadUsers(id as string, page.pageNo, page.pageSize),
    enabled: !!id,
  });
  const s = stats.data;
  const percent = s?.receiverCount ? Math.round((s.readCount / s.receiverCount) * 100) : 0;
  return (
    <Drawer
      title={`阅读情况：${record?.titile ?? ''}`}
      open={!!record}
      size={560}
      onClose={onClose}
      destroyOnHidden
    >
      <Descriptions column={3} size="small" bordered>
        <Descriptions.Item label="接收人数">{s?.receiverCount ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="已读">{s?.readCount ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="未读">{s?.unreadCount ?? '-'}</Descriptions.Item>
      </Descriptions>
      <Progress percent={percent} style={{ margin: '16px 0' }} />
      <h4>未读用户</h4>
      <Table
        rowKey="id"
        size="small"
        loading={unread.isFetching}
        dataSource={unread.data?.records ?? []}
        columns={[
          { title: '账号', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'realname' },
        ]}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: unread.data?.total ?? 0,
          showTotal: (t) => `共 ${t} 人`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Drawer>
  );
}

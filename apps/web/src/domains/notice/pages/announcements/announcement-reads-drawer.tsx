import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Progress, Table } from 'antd';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { type Announcement, fetchReadStats, fetchUnreadUsers, type PickedUser } from '../../api.ts';

/** Read figures of one announcement and the users who have not read it yet. */
export function AnnouncementReadsDrawer({
  record,
  onClose,
}: {
  record: Announcement | null;
  onClose: () => void;
}) {
  const id = record?.id;
  const stats = useQuery({
    queryKey: ['announcement-stats', id],
    queryFn: () => fetchReadStats(id as string),
    enabled: !!id,
  });
  const unread = useListPage<PickedUser>({
    queryKey: ['announcement-unread', id],
    query: fetchUnreadUsers,
    fixedParams: { id },
    enabled: !!id,
    totalText: (t) => `共 ${t} 人`,
    columns: [
      { key: 'username', dataIndex: 'username', title: '账号' },
      { key: 'realname', dataIndex: 'realname', title: '姓名' },
    ],
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
      <Table<PickedUser> {...unread.tableProps} size="small" />
    </Drawer>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Segmented, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { SearchTable } from '../../../components/search-table.tsx';
import {
  fetchMyNotices,
  MY_NOTICES_KEY,
  type MyNotice,
  markAllNoticesRead,
  NOTICE_FEED_KEY,
} from '../api.ts';
import { noticeColumns, sentColumns } from '../components/notice-columns.tsx';
import { NoticeDetailModal } from '../components/notice-detail-modal.tsx';
import { noticeTarget, openNoticeTarget } from '../open-notice.ts';

const READ_FILTER = (
  <Segmented
    options={[
      { label: '全部', value: 'all' },
      { label: '未读', value: '0' },
      { label: '已读', value: '1' },
    ]}
  />
);

/** `/isps/userAnnouncement`: every announcement sent to me, read or not. */
export function UserAnnouncementPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [detailId, setDetailId] = useState<string | null>(null);

  const columns: ListColumn<MyNotice>[] = [
    ...noticeColumns<MyNotice>((n) => setDetailId(n.anntId), {
      keyword: true,
      placeholder: '搜索标题',
      width: 240,
    }),
    ...sentColumns<MyNotice>(),
    {
      key: 'readFlag',
      dataIndex: 'readFlag',
      title: '阅读状态',
      width: 110,
      render: (v: string) =>
        v === '1' ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />,
      search: {
        input: READ_FILTER,
        initialValue: 'all',
        instant: true,
        toParams: (v) => (v === '0' || v === '1' ? { readFlag: v } : {}),
      },
    },
    {
      key: 'actions',
      title: '操作',
      width: 150,
      render: (_: unknown, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setDetailId(n.anntId)}>
            查看
          </Button>
          {noticeTarget(n) && (
            <Button type="link" size="small" onClick={() => openNoticeTarget(n, navigate)}>
              前往
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const list = useListPage<MyNotice>({
    queryKey: MY_NOTICES_KEY,
    query: fetchMyNotices,
    columns,
    rowKey: 'anntId',
  });

  const readAll = async () => {
    try {
      const { count } = await markAllNoticesRead();
      message.success(count ? `已将 ${count} 条消息标为已读` : '没有未读消息');
      queryClient.invalidateQueries({ queryKey: MY_NOTICES_KEY });
      queryClient.invalidateQueries({ queryKey: NOTICE_FEED_KEY });
    } catch {
      // shown by the client
    }
  };

  return (
    <ListPageCard title="我的消息" icon="bell" extra={<Button onClick={readAll}>全部已读</Button>}>
      <SearchTable list={list} scrollX={900} />
      <NoticeDetailModal id={detailId} onClose={() => setDetailId(null)} />
    </ListPageCard>
  );
}

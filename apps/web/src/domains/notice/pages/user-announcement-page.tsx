import { NOTICE_CATEGORIES, type NoticeCategory, PAGE_SIZES } from '@ck/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Input, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  fetchMyNotices,
  MY_NOTICES_KEY,
  type MyNotice,
  type MyNoticeQuery,
  markAllNoticesRead,
  NOTICE_FEED_KEY,
} from '../api.ts';
import { NoticeDetailModal } from '../components/notice-detail-modal.tsx';
import { PriorityTag } from '../components/priority-tag.tsx';
import { noticeTarget, openNoticeTarget } from '../open-notice.ts';

type ReadFilter = 'all' | '0' | '1';

/** `/isps/userAnnouncement`: every announcement sent to me, read or not. */
export function UserAnnouncementPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<MyNoticeQuery>({ pageNo: 1, pageSize: 10 });
  const [detailId, setDetailId] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...MY_NOTICES_KEY, query],
    queryFn: () => fetchMyNotices(query),
    placeholderData: keepPreviousData,
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

  const columns: TableColumnsType<MyNotice> = [
    {
      title: '标题',
      dataIndex: 'titile',
      ellipsis: true,
      render: (text: string, n) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setDetailId(n.anntId)}>
          {text}
        </Button>
      ),
    },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 110,
      render: (v: string) => NOTICE_CATEGORIES[v as NoticeCategory] ?? v,
    },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 90,
      render: (v: string) => <PriorityTag priority={v} />,
    },
    { title: '发布人', dataIndex: 'sender', width: 120 },
    { title: '发布时间', dataIndex: 'sendTime', width: 180 },
    {
      title: '阅读状态',
      dataIndex: 'readFlag',
      width: 110,
      render: (v: string) =>
        v === '1' ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />,
    },
    {
      title: '操作',
      key: 'actions',
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

  return (
    <Card title="我的消息" extra={<Button onClick={readAll}>全部已读</Button>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="搜索标题"
          style={{ width: 240 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, pageNo: 1, titile: v.trim() || undefined }))}
        />
        <Segmented<ReadFilter>
          value={query.readFlag ?? 'all'}
          options={[
            { label: '全部', value: 'all' },
            { label: '未读', value: '0' },
            { label: '已读', value: '1' },
          ]}
          onChange={(v) => setQuery((q) => ({ ...q, pageNo: 1, readFlag: v === 'all' ? undefined : v }))}
        />
      </Space>
      <Table<MyNotice>
        rowKey="anntId"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 900 }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setQuery((q) => ({ ...q, pageNo, pageSize })),
        }}
      />
      <NoticeDetailModal id={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}

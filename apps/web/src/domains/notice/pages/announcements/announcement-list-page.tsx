import { PlusOutlined } from '@ant-design/icons';
import { NOTICE_CATEGORIES, NOTICE_SEND_STATUS, NOTICE_TARGETS, PAGE_SIZES } from '@ck/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import {
  ANNOUNCEMENTS_KEY,
  type Announcement,
  type AnnouncementQuery,
  deleteAnnouncement,
  listAnnouncements,
  releaseAnnouncement,
  revokeAnnouncement,
} from '../../api.ts';
import { NoticeDetailModal } from '../../components/notice-detail-modal.tsx';
import { PriorityTag } from '../../components/priority-tag.tsx';
import { AnnouncementFormModal } from './announcement-form-modal.tsx';
import { AnnouncementReadsDrawer } from './announcement-reads-drawer.tsx';

const STATUS_BADGE = { '0': 'default', '1': 'success', '2': 'warning' } as const;
const options = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]) => ({ value, label }));

/** `system/AnnouncementList`: compose, publish, revoke and follow the reading of announcements. */
export function AnnouncementListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<AnnouncementQuery>({ pageNo: 1, pageSize: 10 });
  const [draft, setDraft] = useState<AnnouncementQuery>(query);
  const [editing, setEditing] = useState<{ record: Announcement | null } | null>(null);
  const [reads, setReads] = useState<Announcement | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const canEdit = useCan('system:announcement:edit');
  const canRelease = useCan('system:announcement:release');
  const canDelete = useCan('system:announcement:delete');
  const list = useQuery({
    queryKey: [...ANNOUNCEMENTS_KEY, query],
    queryFn: () => listAnnouncements(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY });

  const confirm = (title: string, content: string, action: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title,
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await action();
          message.success(done);
          reload();
        } catch {
          // shown by the client
        }
      },
    });

  const columns: TableColumnsType<Announcement> = [
    {
      title: '标题',
      dataIndex: 'titile',
      ellipsis: true,
      render: (text: string, r) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setPreviewId(r.id)}>
          {text}
        </Button>
      ),
    },
    {
      title: '消息类型',
      dataIndex: 'msgCategory',
      width: 100,
      render: (v: '1' | '2') => NOTICE_CATEGORIES[v],
    },
    {
      title: '优先级',
      dataIndex: 'priority',
      width: 80,
      render: (v: string) => <PriorityTag priority={v} />,
    },
    { title: '通告对象', dataIndex: 'msgType', width: 100, render: (v: 'ALL' | 'USER') => NOTICE_TARGETS[v] },
    {
      title: '发布状态',
      dataIndex: 'sendStatus',
      width: 100,
      render: (v: '0' | '1' | '2') => <Badge status={STATUS_BADGE[v]} text={NOTICE_SEND_STATUS[v]} />,
    },
    { title: '发布人', dataIndex: 'sender', width: 110, ellipsis: true },
    { title: '发布时间', dataIndex: 'sendTime', width: 170 },
    {
      title: '已读/接收',
      key: 'reads',
      width: 100,
      render: (_: unknown, r) => (r.sendStatus === '0' ? '-' : `${r.readCount}/${r.receiverCount}`),
    },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Space size={0} wrap>
          {canEdit && r.sendStatus !== '1' && (
            <Button type="link" size="small" onClick={() => setEditing({ record: r })}>
              编辑
            </Button>
          )}
          {canRelease && r.sendStatus !== '1' && (
            <Button
              type="link"
              size="small"
              onClick={() =>
                confirm(
                  '确认发布',
                  `确定发布「${r.titile}」吗？接收人将立即收到通知。`,
                  () => releaseAnnouncement(r.id),
                  '发布成功',
                )
              }
            >
              发布
            </Button>
          )}
          {canRelease && r.sendStatus === '1' && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm(
                  '确认撤销',
                  `确定撤销「${r.titile}」吗？撤销后用户将不再看到它。`,
                  () => revokeAnnouncement(r.id),
                  '撤销成功',
                )
              }
            >
              撤销
            </Button>
          )}
          {r.sendStatus !== '0' && (
            <Button type="link" size="small" onClick={() => setReads(r)}>
              阅读情况
            </Button>
          )}
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                confirm('确认删除', `确定删除「${r.titile}」吗？`, () => deleteAnnouncement(r.id), '删除成功')
              }
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder="标题"
          style={{ width: 200 }}
          value={draft.titile}
          onChange={(e) => setDraft((d) => ({ ...d, titile: e.target.value || undefined }))}
          onPressEnter={() => setQuery({ ...draft, pageNo: 1 })}
        />
        <Select
          allowClear
          placeholder="消息类型"
          style={{ width: 130 }}
          value={draft.msgCategory}
          options={options(NOTICE_CATEGORIES)}
          onChange={(v) => setDraft((d) => ({ ...d, msgCategory: v }))}
        />
        <Select
          allowClear
          placeholder="发布状态"
          style={{ width: 130 }}
          value={draft.sendStatus}
          options={options(NOTICE_SEND_STATUS)}
          onChange={(v) => setDraft((d) => ({ ...d, sendStatus: v }))}
        />
        <Button type="primary" onClick={() => setQuery({ ...draft, pageNo: 1 })}>
          查询
        </Button>
        <Button
          onClick={() => {
            const reset = { pageNo: 1, pageSize: query.pageSize };
            setDraft(reset);
            setQuery(reset);
          }}
        >
          重置
        </Button>
        <Can code="system:announcement:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ record: null })}>
            新建公告
          </Button>
        </Can>
      </Space>
      <Table<Announcement>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 1200 }}
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
      <AnnouncementFormModal
        open={!!editing}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <AnnouncementReadsDrawer record={reads} onClose={() => setReads(null)} />
      <NoticeDetailModal id={previewId} onClose={() => setPreviewId(null)} />
    </Card>
  );
}

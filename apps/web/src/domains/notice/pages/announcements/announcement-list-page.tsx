import { NOTICE_CATEGORIES, NOTICE_SEND_STATUS, NOTICE_TARGETS } from '@ck/shared';
import { App, Badge, Button, Select, Space } from 'antd';
import { useState } from 'react';
import { type ListColumn, withSearch } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import {
  ANNOUNCEMENTS_KEY,
  type Announcement,
  deleteAnnouncement,
  listAnnouncements,
  releaseAnnouncement,
  revokeAnnouncement,
} from '../../api.ts';
import { noticeColumns, sentColumns } from '../../components/notice-columns.tsx';
import { NoticeDetailModal } from '../../components/notice-detail-modal.tsx';
import { AnnouncementFormModal } from './announcement-form-modal.tsx';
import { AnnouncementReadsDrawer } from './announcement-reads-drawer.tsx';

const STATUS_BADGE = { '0': 'default', '1': 'success', '2': 'warning' } as const;
const choose = (placeholder: string, map: Record<string, string>) => (
  <Select
    allowClear
    placeholder={placeholder}
    style={{ width: 130 }}
    options={Object.entries(map).map(([value, label]) => ({ value, label }))}
  />
);

/** `system/AnnouncementList`: compose, publish, revoke and follow the reading of announcements. */
export function AnnouncementListPage() {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<{ record: Announcement | null } | null>(null);
  const [reads, setReads] = useState<Announcement | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const canEdit = useCan('system:announcement:edit');
  const canRelease = useCan('system:announcement:release');
  const canDelete = useCan('system:announcement:delete');

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
          list.refresh();
        } catch {
          // shown by the client
        }
      },
    });

  const actions = (r: Announcement) => (
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
  );

  const columns: ListColumn<Announcement>[] = [
    ...withSearch(
      noticeColumns<Announcement>((r) => setPreviewId(r.id), { placeholder: '标题', width: 200 }),
      { msgCategory: { input: choose('消息类型', NOTICE_CATEGORIES) } },
    ),
    {
      key: 'msgType',
      dataIndex: 'msgType',
      title: '通告对象',
      width: 100,
      render: (v: 'ALL' | 'USER') => NOTICE_TARGETS[v],
    },
    {
      key: 'sendStatus',
      dataIndex: 'sendStatus',
      title: '发布状态',
      width: 100,
      render: (v: '0' | '1' | '2') => <Badge status={STATUS_BADGE[v]} text={NOTICE_SEND_STATUS[v]} />,
      search: { input: choose('发布状态', NOTICE_SEND_STATUS) },
    },
    ...sentColumns<Announcement>(),
    {
      key: 'reads',
      title: '已读/接收',
      width: 100,
      render: (_: unknown, r) => (r.sendStatus === '0' ? '-' : `${r.readCount}/${r.receiverCount}`),
    },
    { key: 'actions', title: '操作', width: 230, fixed: 'right', render: (_: unknown, r) => actions(r) },
  ];
  const list = useListPage<Announcement>({ queryKey: ANNOUNCEMENTS_KEY, query: listAnnouncements, columns });

  return (
    <ListPageCard title="通知公告" icon="notification">
      <SearchTable
        list={list}
        toolbar={
          <AddButton code="system:announcement:add" onClick={() => setEditing({ record: null })}>
            新建公告
          </AddButton>
        }
        scrollX={1200}
      />
      <AnnouncementFormModal
        open={!!editing}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.refresh}
      />
      <AnnouncementReadsDrawer record={reads} onClose={() => setReads(null)} />
      <NoticeDetailModal id={previewId} onClose={() => setPreviewId(null)} />
    </ListPageCard>
  );
}

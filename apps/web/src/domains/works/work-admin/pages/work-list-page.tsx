import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import type { WorkRow } from '@ck/shared';
import { App, Button, Dropdown, Image, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { Can } from '../../../../components/can.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { WORKS_KEY, workApi } from '../api.ts';
import { ClassSelect } from '../components/class-select.tsx';
import { SendWorkModal } from '../components/send-work-modal.tsx';
import { WorkTagsModal } from '../components/work-tags-modal.tsx';
import { sendWorkBlock } from '../send-work.ts';
import {
  WORK_SCENE_OPTIONS,
  WORK_STATUS_COLORS,
  WORK_STATUS_OPTIONS,
  WORK_TYPE_OPTIONS,
} from '../work-codes.ts';
import '../work-admin.css';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';

const choose = (placeholder: string, options: { value: number | string; label: string }[], width = 120) => (
  <Select allowClear placeholder={placeholder} style={{ width }} options={options} />
);

/** The feature actions of a work by its state: a graded / public work goes on or off the home page. */
function featureItems(w: WorkRow) {
  const items: { key: string; label: string; status: 2 | 3 | 4 }[] = [];
  if (w.workStatus !== 3) items.push({ key: 'home', label: '上首页', status: 3 });
  if (w.workStatus !== 4) items.push({ key: 'great', label: '设为精选', status: 4 });
  if (w.workStatus >= 3) items.push({ key: 'off', label: '取消展示', status: 2 });
  return items;
}

/** `works/WorkList` (/teaching/teachingWork): every work the user may manage. */
export function WorkListPage() {
  const { message } = App.useApp();
  const confirmDanger = useDangerConfirm();
  const [tagging, setTagging] = useState<WorkRow | null>(null);
  const [sending, setSending] = useState<WorkRow | null>(null);
  const myUserId = useSession((s) => s.userInfo?.id);
  const canFeature = useCan('teaching:work:feature');
  const canTag = useCan('teaching:work:tag');
  const canDelete = useCan('teaching:work:delete');

  const setStatus = async (w: WorkRow, status: 2 | 3 | 4) => {
    try {
      await workApi.setStatus(w.id, status);
      message.success(status === 3 ? '已放到首页' : status === 4 ? '已设为精选' : '已取消展示');
      void list.refresh();
    } catch {
      // the client shows the server's message
    }
  };

  const confirmDelete = (ids: string[], label: string) =>
    confirmDanger({
      title: '删除作品',
      content: `确定删除${label}吗？作品文件和历史版本一并删除，不能恢复。`,
      action: async () => {
        if (ids.length === 1) await workApi.remove(ids[0]);
        else await workApi.removeBatch(ids);
      },
      successText: '删除成功',
      onDone: () => list.afterDelete(ids),
    });

  const columns: ListColumn<WorkRow>[] = [
    {
      key: 'cover',
      title: '封面',
      width: 92,
      render: (_, w) =>
        w.coverFileKey_url ? (
          <Image
            src={w.coverFileKey_url}
            alt={w.workName}
            width={72}
            height={54}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ) : (
          <div className="wa-thumb-empty" role="img" aria-label={`${w.workName}（无封面）`}>
            <PictureOutlined />
          </div>
        ),
    },
    {
      key: 'workName',
      dataIndex: 'workName',
      title: '作品名称',
      ellipsis: true,
      search: { placeholder: '作品名称', width: 160 },
      render: (name: string, w) => (
        <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          {w.tags.length > 0 && (
            <span>
              {w.tags.map((t) => (
                <Tag key={t} color="purple" style={{ marginTop: 2 }}>
                  {t}
                </Tag>
              ))}
            </span>
          )}
        </Space>
      ),
    },
    {
      key: 'username',
      title: '作者',
      width: 120,
      search: { placeholder: '作者账号', width: 130 },
      render: (_, w) => (
        <Typography.Text ellipsis={{ tooltip: w.username ?? undefined }}>
          {w.realname || w.username || '—'}
        </Typography.Text>
      ),
    },
    {
      key: 'departId',
      dataIndex: 'departName',
      title: '班级',
      width: 120,
      ellipsis: true,
      search: { input: <ClassSelect /> },
      render: (v: string | null) => v || '—',
    },
    {
      key: 'workType',
      dataIndex: 'workType_dictText',
      title: '类型',
      width: 90,
      search: { input: choose('作品类型', WORK_TYPE_OPTIONS) },
    },
    {
      key: 'workScene',
      title: '场景',
      width: 140,
      search: { input: choose('场景', WORK_SCENE_OPTIONS) },
      render: (_, w) => (
        <Typography.Text ellipsis={{ tooltip: w.unitName || w.additionalName || undefined }}>
          {w.workScene_dictText}
          {(w.unitName || w.additionalName) && (
            <Typography.Text type="secondary"> · {w.unitName || w.additionalName}</Typography.Text>
          )}
        </Typography.Text>
      ),
    },
    {
      key: 'workStatus',
      title: '状态',
      width: 90,
      search: { input: choose('状态', WORK_STATUS_OPTIONS) },
      render: (_, w) => <Tag color={WORK_STATUS_COLORS[w.workStatus]}>{w.workStatus_dictText}</Tag>,
    },
    {
      key: 'score',
      dataIndex: 'score',
      title: '分数',
      width: 70,
      render: (v: number | null) => (v == null ? '—' : v),
    },
    { key: 'viewNum', dataIndex: 'viewNum', title: '浏览', width: 70 },
    { key: 'starNum', dataIndex: 'starNum', title: '点赞', width: 70 },
    { key: 'saveTime', dataIndex: 'saveTime', title: '保存时间', width: 170 },
    {
      key: 'actions',
      title: '操作',
      width: 290,
      fixed: 'right',
      render: (_, w) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            href={`/work-detail?id=${encodeURIComponent(w.id)}`}
            target="_blank"
          >
            查看
          </Button>
          {canFeature && w.workStatus >= 2 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: featureItems(w).map(({ key, label }) => ({ key, label })),
                onClick: ({ key }) => {
                  const item = featureItems(w).find((i) => i.key === key);
                  if (item) void setStatus(w, item.status);
                },
              }}
            >
              <Button type="link" size="small">
                展示
              </Button>
            </Dropdown>
          )}
          {(() => {
            const blocked = sendWorkBlock(w, myUserId);
            return (
              <Tooltip title={blocked}>
                <Button type="link" size="small" disabled={!!blocked} onClick={() => setSending(w)}>
                  发送给学生
                </Button>
              </Tooltip>
            );
          })()}
          {canTag && (
            <Button type="link" size="small" onClick={() => setTagging(w)}>
              标签
            </Button>
          )}
          {canDelete && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => confirmDelete([w.id], `「${w.workName}」`)}
            >
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const list = useListPage<WorkRow>({
    queryKey: WORKS_KEY,
    query: workApi.list,
    columns,
    selectable: canDelete,
    emptyText: { searched: '没有符合条件的作品', none: '还没有作品' },
  });

  return (
    <ListPageCard title="作品管理" icon="appstore">
      <SearchTable
        list={list}
        name="work-search"
        toolbar={
          <>
            <Can code="teaching:work:delete">
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={list.selected.length === 0}
                onClick={() => confirmDelete(list.selected, `选中的 ${list.selected.length} 个作品`)}
              >
                批量删除{list.selected.length ? `（${list.selected.length}）` : ''}
              </Button>
            </Can>
            <ExcelButtons
              exportCode="teaching:work:export"
              importCode="teaching:work:import"
              onExport={() => workApi.exportXls(list.filters)}
              onImport={workApi.importXls}
              onImported={list.refresh}
            />
          </>
        }
        scrollX={1400}
      />
      <WorkTagsModal work={tagging} onClose={() => setTagging(null)} onChanged={list.refresh} />
      <SendWorkModal work={sending} onClose={() => setSending(null)} />
    </ListPageCard>
  );
}

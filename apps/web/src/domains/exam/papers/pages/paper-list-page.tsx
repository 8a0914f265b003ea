import { PAPER_STATUSES, type PaperRow } from '@ck/shared';
import { App, Button, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { useRowDelete } from '../../../../admin/crud/use-row-delete.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { DangerLink } from '../../../../components/danger-link.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { PAPERS_KEY, paperApi } from '../api.ts';
import { ClassificationSelect } from '../components/classification-select.tsx';
import { PrintMenu } from '../components/print-menu.tsx';

const STATUS_OPTIONS = Object.entries(PAPER_STATUSES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const shortTime = (t: string | null) => (t ? t.slice(0, 16) : '—');

/** `exam/PaperList` (/exam/paper): the papers of the bank with edit, preview, print, copy and share. */
export function PaperListPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const canEdit = useCan('teaching:paper:edit');
  const canAdd = useCan('teaching:paper:add');
  const canDelete = useCan('teaching:paper:delete');
  const canShare = useCan('teaching:paper:share');
  const mobile = useViewport() === 'mobile';

  const clone = async (p: PaperRow) => {
    try {
      await paperApi.clone(p.id);
      message.success(`已复制「${p.paperName}」`);
      void list.refresh();
    } catch {
      // the client shows the server's message
    }
  };

  const share = async (p: PaperRow) => {
    const shared = p.shared === 1 ? 0 : 1;
    try {
      await paperApi.share(p.id, shared);
      message.success(shared ? '已共享到共享库' : '已取消共享');
      void list.refresh();
    } catch {
      // the client shows the server's message
    }
  };

  const remove = useRowDelete(paperApi.remove);

  const columns: ListColumn<PaperRow>[] = [
    {
      key: 'classificationId',
      title: '分类',
      hideInTable: true,
      search: {
        input: <ClassificationSelect placeholder="试卷分类" style={{ width: 180 }} />,
        instant: true,
      },
    },
    {
      key: 'paperName',
      dataIndex: 'paperName',
      title: '试卷名称',
      width: 220,
      search: { placeholder: '试卷名称', width: 180 },
      render: (name: string) => (
        <Typography.Text strong ellipsis={{ tooltip: name }} style={{ maxWidth: 200 }}>
          {name}
        </Typography.Text>
      ),
    },
    {
      key: 'classification',
      title: '分类',
      width: 120,
      ellipsis: true,
      render: (_, p) =>
        p.classificationId_dictText || <Typography.Text type="secondary">未分类</Typography.Text>,
    },
    { key: 'totalScore', dataIndex: 'totalScore', title: '总分', width: 70, align: 'right' },
    {
      key: 'passScore',
      dataIndex: 'passScore',
      title: '及格分',
      width: 70,
      align: 'right',
      render: (v: number | null) => v ?? '—',
    },
    {
      key: 'duration',
      dataIndex: 'duration',
      title: '时长',
      width: 80,
      render: (v: number) => `${v} 分钟`,
    },
    { key: 'questionCount', dataIndex: 'questionCount', title: '题数', width: 60, align: 'right' },
    {
      key: 'hasRandom',
      title: '组卷',
      width: 80,
      render: (_, p) => (p.hasRandom === 1 ? <Tag color="purple">随机抽题</Tag> : <Tag>固定</Tag>),
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      search: {
        input: <Select allowClear placeholder="状态" style={{ width: 110 }} options={STATUS_OPTIONS} />,
        instant: true,
      },
      render: (_, p) => (
        <Tag color={p.status === 1 ? 'green' : 'default'}>
          {p.status_dictText || PAPER_STATUSES[p.status as 0 | 1]}
        </Tag>
      ),
    },
    {
      key: 'shared',
      title: '共享',
      width: 80,
      render: (_, p) =>
        p.shared === 1 ? (
          <Tag color="cyan">已共享</Tag>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: '创建时间',
      width: 140,
      render: shortTime,
    },
    {
      key: 'actions',
      title: '操作',
      width: mobile ? 170 : 320,
      // On a phone a fixed column would cover the whole table.
      fixed: mobile ? undefined : 'right',
      render: (_, p) => (
        <Space size={0} wrap>
          {canEdit && (
            <Button type="link" size="small" onClick={() => navigate(`/exam/paperEdit?id=${p.id}`)}>
              编辑
            </Button>
          )}
          <Button type="link" size="small" onClick={() => navigate(`/exam/preview?id=${p.id}`)}>
            预览
          </Button>
          <PrintMenu paperId={p.id} button={{ type: 'link', size: 'small' }} />
          {canAdd && (
            <Button type="link" size="small" onClick={() => clone(p)}>
              复制
            </Button>
          )}
          {/* Only the organisation's own bank is offered in the shared library. */}
          {canShare && !p.deptId && (
            <Popconfirm
              title={p.shared === 1 ? '取消共享' : '共享到共享库'}
              description={
                p.shared === 1
                  ? `其他学校将不能再拉取「${p.paperName}」，已拉取的副本不受影响。`
                  : `其他学校可以从共享库拉取「${p.paperName}」的副本。`
              }
              okText="确定"
              cancelText="取消"
              onConfirm={() => share(p)}
            >
              <Button type="link" size="small">
                {p.shared === 1 ? '取消共享' : '共享'}
              </Button>
            </Popconfirm>
          )}
          {canDelete && (
            <DangerLink
              title="删除试卷"
              description={`确定删除「${p.paperName}」吗？`}
              onConfirm={() => remove(p.id, list)}
            />
          )}
        </Space>
      ),
    },
  ];

  const list = useListPage<PaperRow>({
    queryKey: PAPERS_KEY,
    query: paperApi.list,
    columns,
    emptyText: { searched: '没有符合条件的试卷', none: '还没有试卷，点击“新建试卷”组一份' },
  });

  return (
    <ListPageCard title="试卷" icon="file-text">
      <SearchTable
        list={list}
        name="paper-search"
        toolbar={
          <AddButton code="teaching:paper:add" onClick={() => navigate('/exam/paperEdit')}>
            新建试卷
          </AddButton>
        }
        scrollX={1250}
      />
    </ListPageCard>
  );
}

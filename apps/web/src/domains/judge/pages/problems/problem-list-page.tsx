import { DownloadOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useCallback, useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import {
  type AdminProblem,
  DIFFICULTY_TEXT,
  deleteProblem,
  exportFps,
  JUDGE_KEY,
  listProblems,
  type ProblemQuery,
} from '../../api.ts';
import { ProblemDataModal } from './problem-data-modal.tsx';
import { ProblemFormDrawer } from './problem-form-drawer.tsx';
import { ProblemImportModal } from './problem-import-modal.tsx';

const DIFFICULTY_OPTIONS = Object.entries(DIFFICULTY_TEXT).map(([v, l]) => ({ value: Number(v), label: l }));

/** `judge/ProblemList`: the problem bank — search, add/edit, test data and its validation. */
export function ProblemListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ProblemQuery>({ pageNo: 1, pageSize: 10 });
  const [draft, setDraft] = useState<ProblemQuery>(query);
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [dataOf, setDataOf] = useState<AdminProblem | null>(null);
  const canEdit = useCan('judge:problem:edit');
  const canData = useCan('judge:problem:data');
  const canDelete = useCan('judge:problem:delete');
  const canExport = useCan('judge:problem:export');
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const list = useQuery({
    queryKey: [...JUDGE_KEY, 'problems', query],
    queryFn: () => listProblems(query),
    placeholderData: keepPreviousData,
  });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [...JUDGE_KEY, 'problems'] }),
    [queryClient],
  );
  const closeForm = useCallback(() => setEditing(null), []);

  const remove = (p: AdminProblem) =>
    modal.confirm({
      title: '删除题目',
      content: `确定删除「${p.title}」吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteProblem(p.id);
          setSelected((keys) => keys.filter((k) => k !== p.id));
          message.success('删除成功');
          reload();
        } catch {
          // the client shows the server's message
        }
      },
    });

  // The chosen rows, or with none chosen every problem matching the applied filter.
  const runExport = async () => {
    const { pageNo: _p, pageSize: _s, ...filter } = query;
    setExporting(true);
    try {
      await exportFps(selected, filter);
    } catch {
      // the client shows the server's message
    } finally {
      setExporting(false);
    }
  };
  const confirmExport = () => {
    if (selected.length) return runExport();
    modal.confirm({
      title: '导出 FPS',
      content: `没有勾选题目，将导出符合当前筛选条件的全部 ${list.data?.total ?? 0} 道题目（含测试数据）。`,
      okText: '导出',
      cancelText: '取消',
      onOk: runExport,
    });
  };

  const columns: TableColumnsType<AdminProblem> = [
    { title: '题目', dataIndex: 'title', ellipsis: true },
    {
      title: '难度',
      dataIndex: 'difficulty',
      width: 80,
      render: (d: number) => DIFFICULTY_TEXT[d] ?? d,
    },
    {
      title: '标签',
      dataIndex: 'tags',
      render: (tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>),
    },
    { title: '限制', width: 140, render: (_, p) => `${p.timeLimit} ms / ${p.memoryLimit} MB` },
    { title: '测试点', dataIndex: 'caseCount', width: 80 },
    {
      title: '通过/提交',
      width: 100,
      render: (_, p) => `${p.acceptCount}/${p.submitCount}`,
    },
    {
      title: '状态',
      dataIndex: 'visible',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="green">公开</Tag> : <Tag>隐藏</Tag>),
    },
    {
      title: '操作',
      width: 220,
      render: (_, p) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ id: p.id })}>
              编辑
            </Button>
          )}
          {canData && (
            <Button type="link" size="small" onClick={() => setDataOf(p)}>
              测试数据
            </Button>
          )}
          {canDelete && (
            <Button type="link" size="small" danger onClick={() => remove(p)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          placeholder="题目名称"
          allowClear
          style={{ width: 200 }}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          onPressEnter={() => setQuery({ ...draft, pageNo: 1 })}
        />
        <Input
          placeholder="标签"
          allowClear
          style={{ width: 140 }}
          value={draft.tag}
          onChange={(e) => setDraft({ ...draft, tag: e.target.value })}
        />
        <Select
          placeholder="难度"
          allowClear
          style={{ width: 110 }}
          options={DIFFICULTY_OPTIONS}
          value={draft.difficulty}
          onChange={(difficulty) => setDraft({ ...draft, difficulty })}
        />
        <Select
          placeholder="状态"
          allowClear
          style={{ width: 110 }}
          options={[
            { value: 1, label: '公开' },
            { value: 0, label: '隐藏' },
          ]}
          value={draft.visible}
          onChange={(visible) => setDraft({ ...draft, visible })}
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
        <Can code="judge:problem:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增题目
          </Button>
        </Can>
        <Can code="judge:problem:import">
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            导入
          </Button>
        </Can>
        <Can code="judge:problem:export">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={confirmExport}>
            {selected.length ? `导出 FPS（${selected.length}）` : '导出 FPS'}
          </Button>
        </Can>
      </Space>
      <Table<AdminProblem>
        rowKey="id"
        size="middle"
        columns={columns}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        rowSelection={
          canExport
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys as string[]),
              }
            : undefined
        }
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
      />
      <ProblemFormDrawer target={editing} onClose={closeForm} onSaved={reload} />
      <ProblemDataModal problem={dataOf} onClose={() => setDataOf(null)} />
      <ProblemImportModal open={importing} onClose={() => setImporting(false)} onImported={reload} />
    </Card>
  );
}

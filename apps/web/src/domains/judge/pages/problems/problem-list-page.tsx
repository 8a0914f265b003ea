import { DownloadOutlined, ImportOutlined } from '@ant-design/icons';
import type { AdminProblem } from '@ck/shared';
import { App, Button, Select, Space, Tag } from 'antd';
import { useCallback, useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { Can } from '../../../../components/can.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { deleteProblem, exportFps, JUDGE_KEY, listProblems } from '../../api.ts';
import { problemFacetColumns } from '../../components/problem-columns.tsx';
import { ProblemDataModal } from './problem-data-modal.tsx';
import { ProblemFormDrawer } from './problem-form-drawer.tsx';
import { ProblemImportModal } from './problem-import-modal.tsx';

/** `judge/ProblemList`: the problem bank — search, add/edit, test data and its validation. */
export function ProblemListPage() {
  const { modal } = App.useApp();
  const confirmDanger = useDangerConfirm();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [dataOf, setDataOf] = useState<AdminProblem | null>(null);
  const canEdit = useCan('judge:problem:edit');
  const canData = useCan('judge:problem:data');
  const canDelete = useCan('judge:problem:delete');
  const canExport = useCan('judge:problem:export');
  const [importing, setImporting] = useState(false);
  const { busy: exporting, run: runExporting } = useBusyRun();
  const closeForm = useCallback(() => setEditing(null), []);

  const remove = (p: AdminProblem) =>
    confirmDanger({
      title: '删除题目',
      content: `确定删除「${p.title}」吗？`,
      action: () => deleteProblem(p.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([p.id]),
    });

  const columns: ListColumn<AdminProblem>[] = [
    {
      key: 'title',
      title: '题目',
      dataIndex: 'title',
      ellipsis: true,
      search: { name: 'keyword', placeholder: '题目名称', width: 200 },
    },
    ...problemFacetColumns<AdminProblem>(),
    { key: 'limits', title: '限制', width: 140, render: (_, p) => `${p.timeLimit} ms / ${p.memoryLimit} MB` },
    { key: 'caseCount', title: '测试点', dataIndex: 'caseCount', width: 80 },
    { key: 'counts', title: '通过/提交', width: 100, render: (_, p) => `${p.acceptCount}/${p.submitCount}` },
    {
      key: 'visible',
      title: '状态',
      dataIndex: 'visible',
      width: 80,
      render: (v: number) => (v === 1 ? <Tag color="green">公开</Tag> : <Tag>隐藏</Tag>),
      search: {
        input: (
          <Select
            placeholder="状态"
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 1, label: '公开' },
              { value: 0, label: '隐藏' },
            ]}
          />
        ),
      },
    },
    {
      key: 'actions',
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
  const list = useListPage<AdminProblem>({
    queryKey: [...JUDGE_KEY, 'problems'],
    query: listProblems,
    columns,
    selectable: canExport && 'preserve',
  });
  const { selected } = list;

  // The chosen rows, or with none chosen every problem matching the applied filter.
  const runExport = () => runExporting(() => exportFps(selected, list.filters));
  const confirmExport = () => {
    if (selected.length) return runExport();
    modal.confirm({
      title: '导出 FPS',
      content: `没有勾选题目，将导出符合当前筛选条件的全部 ${list.query.data?.total ?? 0} 道题目（含测试数据）。`,
      okText: '导出',
      cancelText: '取消',
      onOk: runExport,
    });
  };

  return (
    <ListPageCard title="题库管理" icon="database">
      <SearchTable
        list={list}
        toolbar={
          <>
            <AddButton code="judge:problem:add" onClick={() => setEditing({})}>
              新增题目
            </AddButton>
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
          </>
        }
      />
      <ProblemFormDrawer target={editing} onClose={closeForm} onSaved={list.refresh} />
      <ProblemDataModal problem={dataOf} onClose={() => setDataOf(null)} />
      <ProblemImportModal open={importing} onClose={() => setImporting(false)} onImported={list.refresh} />
    </ListPageCard>
  );
}

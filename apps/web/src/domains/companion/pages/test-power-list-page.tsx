import { PERMS, TEST_POWER_STATUSES, type TestPowerRecord } from '@ck/shared';
import { App, Select, Tag } from 'antd';
import { useCallback, useState } from 'react';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { NameWithNote } from '../../../components/name-with-note.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { SearchTable } from '../../../components/search-table.tsx';
import { useCan } from '../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../hooks/use-danger-confirm.ts';
import { Thumb } from '../../teaching/course-admin/components/thumb.tsx';
import { copyTestPower, deleteTestPower, listTestPowers, TEST_POWER_KEY } from '../api.ts';
import { TestPowerDrawer } from '../components/test-power-drawer.tsx';

const STATUS_OPTIONS = Object.entries(TEST_POWER_STATUSES).map(([value, label]) => ({ value, label }));

/** `companion/TestPowerList`: the organisation's assessments, their questions, bands and copies. */
export function TestPowerListPage() {
  const { message } = App.useApp();
  const confirmDanger = useDangerConfirm();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const canEdit = useCan(PERMS.testPower.edit);
  const canAdd = useCan(PERMS.testPower.add);
  const canDelete = useCan(PERMS.testPower.delete);
  const closeDrawer = useCallback(() => setEditing(null), []);

  const copy = async (r: TestPowerRecord) => {
    try {
      await copyTestPower(r.id);
      message.success(`已复制为草稿「${r.name}（副本）」`);
      void list.refresh();
    } catch {
      // The client already showed the reason.
    }
  };
  const remove = (r: TestPowerRecord) =>
    confirmDanger({
      title: '删除测评',
      content: `确定删除「${r.name}」吗？删除后家长将无法再参加这个测评。`,
      action: () => deleteTestPower(r.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([r.id]),
    });

  const columns: ListColumn<TestPowerRecord>[] = [
    { key: 'cover', title: '封面', width: 96, render: (_, r) => <Thumb path={r.cover} alt={r.name} /> },
    {
      key: 'name',
      title: '测评名称',
      dataIndex: 'name',
      ellipsis: true,
      search: { placeholder: '测评名称', width: 200 },
      render: (name: string, r) => <NameWithNote name={name} note={r.intro} />,
    },
    { key: 'age', title: '适用年龄', width: 100, render: (_, r) => `${r.ageMin}–${r.ageMax} 岁` },
    { key: 'questionCount', title: '题数', dataIndex: 'questionCount', width: 70 },
    { key: 'totalScore', title: '总分', dataIndex: 'totalScore', width: 70 },
    {
      key: 'durationMinutes',
      title: '限时',
      dataIndex: 'durationMinutes',
      width: 90,
      render: (m: number) => (m ? `${m} 分钟` : '不限时'),
    },
    { key: 'reportCount', title: '报告数', dataIndex: 'reportCount', width: 80 },
    { key: 'sortNo', title: '排序', dataIndex: 'sortNo', width: 70 },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: '0' | '1') => <Tag color={s === '1' ? 'green' : 'default'}>{TEST_POWER_STATUSES[s]}</Tag>,
      search: {
        instant: true,
        input: <Select allowClear placeholder="全部状态" style={{ width: 120 }} options={STATUS_OPTIONS} />,
      },
    },
    {
      key: 'actions',
      title: '操作',
      width: 180,
      fixed: 'right',
      render: (_, r) => (
        <RowActions
          actions={[
            canEdit && { label: '编辑', onClick: () => setEditing({ id: r.id }) },
            canAdd && { label: '复制', onClick: () => copy(r) },
            canDelete && { label: '删除', danger: true, onClick: () => remove(r) },
          ]}
        />
      ),
    },
  ];
  const list = useListPage<TestPowerRecord>({
    queryKey: TEST_POWER_KEY,
    query: listTestPowers,
    columns,
    emptyText: { searched: '没有符合条件的测评', none: '还没有测评，点击“新增测评”创建第一个' },
  });

  return (
    <ListPageCard title="测评管理" icon="experiment">
      <SearchTable
        list={list}
        toolbar={
          <AddButton code={PERMS.testPower.add} onClick={() => setEditing({})}>
            新增测评
          </AddButton>
        }
        scrollX={1000}
      />
      <TestPowerDrawer target={editing} onClose={closeDrawer} onSaved={() => void list.refresh()} />
    </ListPageCard>
  );
}

/** `/home-page/TestPowerList`. */
export function TestPowerListHomePage() {
  useDocumentTitle('测评管理');
  return <TestPowerListPage />;
}

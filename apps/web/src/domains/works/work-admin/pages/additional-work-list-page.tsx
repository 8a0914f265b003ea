import { ADDITIONAL_WORK_STATUSES } from '@ck/shared';
import { App, Select, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { NameWithNote } from '../../../../components/name-with-note.tsx';
import { RowActions } from '../../../../components/row-actions.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { type AdditionalWork, EXTRA_KEY, extraApi } from '../api.ts';
import { AdditionalWorkFormModal } from '../components/additional-work-form-modal.tsx';
import { ClassSelect } from '../components/class-select.tsx';
import { STATUS_COLORS, splitIds, statusActions } from '../homework.ts';
import { HOMEWORK_TYPE_OPTIONS } from '../work-codes.ts';

const STATUS_OPTIONS = Object.entries(ADDITIONAL_WORK_STATUSES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const choose = (placeholder: string, options: { value: number; label: string }[]) => (
  <Select allowClear placeholder={placeholder} style={{ width: 120 }} options={options} />
);

const shortTime = (t: string | null) => (t ? t.slice(0, 16) : '—');

/** `works/AdditionalWorkList` (/teaching/additionalWork): extra homework set for classes. */
export function AdditionalWorkListPage() {
  const { message, modal } = App.useApp();
  const confirmDanger = useDangerConfirm();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const canEdit = useCan('teaching:additionalWork:edit');
  const canDelete = useCan('teaching:additionalWork:delete');
  const canGrade = useCan('teaching:work:correct');
  const closeForm = useCallback(() => setEditing(null), []);

  const changeStatus = (w: AdditionalWork, status: 1 | 2, label: string) =>
    modal.confirm({
      title: `${label}额外作业`,
      content:
        status === 1
          ? `${label}后「${w.workName}」的班级学生就能看到并提交，确定${label}吗？`
          : `关闭后学生不能再提交「${w.workName}」，确定关闭吗？`,
      okText: label,
      cancelText: '取消',
      onOk: async () => {
        try {
          await extraApi.publish(w.id, status);
          message.success(`已${label}`);
          void list.refresh();
        } catch {
          // the client shows the server's message
        }
      },
    });

  const remove = (w: AdditionalWork) =>
    confirmDanger({
      title: '删除额外作业',
      content: w.submitted
        ? `「${w.workName}」已有 ${w.submitted} 份提交，删除后这些作品不再属于这份作业，确定删除吗？`
        : `确定删除「${w.workName}」吗？`,
      action: () => extraApi.remove(w.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([w.id]),
    });

  const grade = (w: AdditionalWork) => {
    const first = splitIds(w.workDept)[0];
    const search = new URLSearchParams({ additionalId: w.id });
    if (first) search.set('departId', first);
    navigate(`/teaching/workCorrect?${search}`);
  };

  const columns: ListColumn<AdditionalWork>[] = [
    {
      key: 'workName',
      dataIndex: 'workName',
      title: '作业名称',
      ellipsis: true,
      search: { placeholder: '作业名称', width: 180 },
      render: (name: string, w) => <NameWithNote name={name} note={w.workDesc} />,
    },
    {
      key: 'codeType',
      title: '类型',
      width: 90,
      search: { input: choose('作业类型', HOMEWORK_TYPE_OPTIONS) },
      render: (_, w) => w.codeType_dictText,
    },
    {
      key: 'departId',
      dataIndex: 'workDeptNames',
      title: '班级',
      search: { input: <ClassSelect /> },
      width: 160,
      ellipsis: true,
      render: (v: string | null | undefined) => (
        <Typography.Text ellipsis={{ tooltip: v }} type={v ? undefined : 'secondary'}>
          {v || '未布置'}
        </Typography.Text>
      ),
    },
    {
      key: 'window',
      title: '作业时间',
      width: 190,
      render: (_, w) => (
        <span style={{ fontSize: 12, lineHeight: 1.6 }}>
          {shortTime(w.startTime)}
          <br />至 {shortTime(w.endTime)}
        </span>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      search: { input: choose('状态', STATUS_OPTIONS) },
      render: (_, w) => <Tag color={STATUS_COLORS[w.status]}>{w.status_dictText}</Tag>,
    },
    {
      key: 'counts',
      title: '提交 / 批改 / 人数',
      width: 140,
      render: (_, w) => `${w.submitted} / ${w.graded} / ${w.total}`,
    },
    {
      key: 'actions',
      title: '操作',
      width: 230,
      fixed: 'right',
      render: (_, w) => (
        <RowActions
          actions={[
            canEdit && { label: '编辑', onClick: () => setEditing({ id: w.id }) },
            ...statusActions(w.status).map(
              (a) => canEdit && { label: a.label, onClick: () => changeStatus(w, a.status, a.label) },
            ),
            canGrade && w.status !== 0 && { label: '批改', onClick: () => grade(w) },
            canDelete && { label: '删除', danger: true, onClick: () => remove(w) },
          ]}
        />
      ),
    },
  ];

  const list = useListPage<AdditionalWork>({
    queryKey: EXTRA_KEY,
    query: extraApi.list,
    columns,
    emptyText: { searched: '没有符合条件的额外作业', none: '还没有额外作业，点击“新增作业”布置第一份' },
  });

  return (
    <ListPageCard title="额外作业" icon="form">
      <SearchTable
        list={list}
        name="additional-work-search"
        toolbar={
          <>
            <AddButton code="teaching:additionalWork:add" onClick={() => setEditing({})}>
              新增作业
            </AddButton>
            <ExcelButtons
              exportCode="teaching:additionalWork:export"
              importCode="teaching:additionalWork:import"
              onExport={() => extraApi.exportXls(list.filters)}
              onImport={extraApi.importXls}
              onImported={list.refresh}
            />
          </>
        }
        scrollX={1100}
      />
      <AdditionalWorkFormModal target={editing} onClose={closeForm} onSaved={list.refresh} />
    </ListPageCard>
  );
}

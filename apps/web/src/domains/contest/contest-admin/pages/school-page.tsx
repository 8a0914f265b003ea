import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { Can } from '../../../../components/can.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { SCHOOLS_KEY, schoolApi } from '../api.ts';
import { ContestScope } from '../components/contest-scope.tsx';
import { editRemoveColumn } from '../components/edit-remove-column.tsx';
import { localPagination } from '../components/local-pagination.ts';
import { SchoolFormModal } from '../components/school-form-modal.tsx';
import { useContestSchools } from '../components/use-contest-schools.ts';
import type { ContestSchool } from '../types.ts';

/** `contest/SchoolList` (/contest/schoolClass?contestId=): the participating schools of a contest. */
export function SchoolPage() {
  return (
    <ListPageCard title="参赛学校" icon="bank">
      <SchoolView />
    </ListPageCard>
  );
}

/** The school page without its frame; `/home-page/schoolClass` shows it in a titled card. */
export function SchoolView() {
  return <ContestScope what="参赛学校">{(contest) => <SchoolTable contestId={contest.id} />}</ContestScope>;
}

function SchoolTable({ contestId }: { contestId: string }) {
  const confirmDanger = useDangerConfirm();
  const queryClient = useQueryClient();
  const canEdit = useCan('teaching:contest:edit');
  const schools = useContestSchools(contestId);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ school?: ContestSchool; nextSortNo?: number } | null>(null);
  const all = schools.data ?? [];
  const rows = keyword
    ? all.filter((s) => s.schoolName.includes(keyword) || s.region?.includes(keyword))
    : all;
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCHOOLS_KEY });

  const remove = (s: ContestSchool) =>
    confirmDanger({
      title: '删除参赛学校',
      content: `确定删除参赛学校「${s.schoolName}」吗？`,
      action: () => schoolApi.remove(s.id),
      successText: '删除成功',
      onDone: () => void refresh(),
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="学校名称或地区"
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 220 }}
        />
        <Can code="teaching:contest:edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ nextSortNo: all.reduce((m, s) => Math.max(m, s.sortNo + 1), 0) })}
          >
            新增学校
          </Button>
        </Can>
      </Space>
      {schools.isError ? (
        <LoadError what="参赛学校" onRetry={() => void schools.refetch()} />
      ) : (
        <Table<ContestSchool>
          rowKey="id"
          size="middle"
          loading={schools.isLoading}
          dataSource={rows}
          pagination={localPagination(rows.length)}
          scroll={{ x: 760 }}
          locale={{
            emptyText: (
              <Empty
                description={
                  keyword
                    ? '没有符合条件的学校'
                    : '还没有参赛学校：选手报名时可以从这里选择学校，用于学校排名'
                }
              />
            ),
          }}
          columns={[
            { key: 'sortNo', dataIndex: 'sortNo', title: '排序', width: 70 },
            { key: 'schoolName', dataIndex: 'schoolName', title: '学校', ellipsis: true },
            { key: 'region', dataIndex: 'region', title: '地区', width: 160, render: (v) => v || '—' },
            { key: 'contact', dataIndex: 'contact', title: '联系人', width: 110, render: (v) => v || '—' },
            { key: 'phone', dataIndex: 'phone', title: '联系电话', width: 140, render: (v) => v || '—' },
            { key: 'participants', dataIndex: 'participants', title: '参赛学生', width: 90, align: 'right' },
            ...editRemoveColumn<ContestSchool>({
              canEdit,
              onEdit: (s) => setEditing({ school: s }),
              onRemove: remove,
              blocked: (s) => (s.participants > 0 ? '还有参赛学生的学校不能删除' : undefined),
            }),
          ]}
        />
      )}
      <SchoolFormModal
        contestId={contestId}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}

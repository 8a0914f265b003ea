import { PlusOutlined } from '@ant-design/icons';
import type { Contest, ContestClass } from '@ck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { Can } from '../../../../components/can.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { CONTEST_ADMIN_KEY, groupApi } from '../api.ts';
import { ContestScope } from '../components/contest-scope.tsx';
import { editRemoveColumn } from '../components/edit-remove-column.tsx';
import { GroupFormModal } from '../components/group-form-modal.tsx';
import { useContestGroups } from '../components/use-contest-groups.ts';

/** `contest/ContestClassList` (/contest/contestClass?contestId=): the groups of a contest. */
export function ContestClassPage() {
  return (
    <ListPageCard title="赛事分组" icon="cluster">
      <ContestClassView />
    </ListPageCard>
  );
}

/** The group page without its frame; `/home-page/contestClass` shows it in a titled card. */
export function ContestClassView() {
  return <ContestScope what="分组">{(contest) => <GroupTable contest={contest} />}</ContestScope>;
}

function GroupTable({ contest }: { contest: Contest }) {
  const confirmDanger = useDangerConfirm();
  const queryClient = useQueryClient();
  const canEdit = useCan('teaching:contest:edit');
  const groups = useContestGroups(contest.id);
  const [editing, setEditing] = useState<{ group?: ContestClass; nextSortNo: number } | null>(null);
  const rows = groups.data ?? [];
  const paper = contest.ruleType === 'paper';
  // Groups, participants' group names and codes all change with a group.
  const refresh = () => queryClient.invalidateQueries({ queryKey: CONTEST_ADMIN_KEY });

  const remove = (g: ContestClass) =>
    confirmDanger({
      title: '删除分组',
      content: `确定删除分组「${g.className}」吗？已有提交记录或答卷的分组不能删除。`,
      action: () => groupApi.remove(g.id),
      successText: '删除成功',
      onDone: () => void refresh(),
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Can code="teaching:contest:edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() =>
              setEditing({ nextSortNo: rows.reduce((max, g) => Math.max(max, g.sortNo + 1), 0) })
            }
          >
            新增分组
          </Button>
        </Can>
        <Typography.Text type="secondary">
          {paper ? '试卷赛：每个分组作答一份试卷' : '每个分组一套题目，选手只能看到自己分组的题目'}
        </Typography.Text>
      </Space>
      {groups.isError ? (
        <LoadError what="分组" onRetry={() => void groups.refetch()} />
      ) : (
        <Table<ContestClass>
          rowKey="id"
          size="middle"
          loading={groups.isLoading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 820 }}
          locale={{
            emptyText: <Empty description="还没有分组：选手报名时需要选择分组，先新增一个吧" />,
          }}
          columns={[
            { key: 'sortNo', dataIndex: 'sortNo', title: '排序', width: 70 },
            {
              key: 'className',
              title: '分组',
              render: (_, g) => (
                <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
                  <Typography.Text strong>{g.className}</Typography.Text>
                  {g.description && (
                    <Typography.Text
                      type="secondary"
                      ellipsis={{ tooltip: g.description }}
                      style={{ fontSize: 12, maxWidth: 320 }}
                    >
                      {g.description}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              key: 'content',
              title: paper ? '试卷' : '题目',
              width: 240,
              render: (_, g) =>
                paper ? (
                  <Space orientation="vertical" size={0}>
                    <span>{g.paperId_dictText ?? (g.paperId ? '试卷已删除' : '未选择试卷')}</span>
                    {g.examId ? (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        已生成在线考试
                      </Typography.Text>
                    ) : null}
                  </Space>
                ) : g.problemIds.length ? (
                  `${g.problemIds.length} 道（A-${String.fromCharCode(64 + g.problemIds.length)}）`
                ) : (
                  <Tag color="orange">还没有题目</Tag>
                ),
            },
            { key: 'participants', dataIndex: 'participants', title: '选手', width: 80, align: 'right' },
            ...editRemoveColumn<ContestClass>({
              canEdit,
              onEdit: (g) => setEditing({ group: g, nextSortNo: g.sortNo }),
              onRemove: remove,
              blocked: (g) =>
                g.participants > 0 ? '还有参赛学生的分组不能删除，请先移除或调整学生' : undefined,
            }),
          ]}
        />
      )}
      <GroupFormModal contest={contest} target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}

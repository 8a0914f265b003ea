import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { AddButton } from '../../../../components/add-button.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { TEAMS_KEY, teamApi } from '../api.ts';
import { ContestScope } from '../components/contest-scope.tsx';
import { editRemoveColumn } from '../components/edit-remove-column.tsx';
import { localPagination } from '../components/local-pagination.ts';
import { TeamFormModal } from '../components/team-form-modal.tsx';
import { groupOptions, useContestGroups } from '../components/use-contest-groups.ts';
import { useContestSchools } from '../components/use-contest-schools.ts';
import type { ContestTeam } from '../types.ts';

/** `contest/TeamList` (/contest/team?contestId=): the teams of a contest. */
export function TeamPage() {
  return (
    <ListPageCard title="参赛队伍" icon="team">
      <TeamView />
    </ListPageCard>
  );
}

/** The team page without its frame; `/home-page/team` shows it in a titled card. */
export function TeamView() {
  return <ContestScope what="参赛队伍">{(contest) => <TeamTable contestId={contest.id} />}</ContestScope>;
}

function TeamTable({ contestId }: { contestId: string }) {
  const confirmDanger = useDangerConfirm();
  const queryClient = useQueryClient();
  const canEdit = useCan('teaching:contest:edit');
  const teams = useQuery({
    queryKey: [...TEAMS_KEY, contestId],
    queryFn: () => teamApi.list(contestId),
  });
  const groups = useContestGroups(contestId);
  const schools = useContestSchools(contestId);
  const [keyword, setKeyword] = useState('');
  const [groupId, setGroupId] = useState<string>();
  const [editing, setEditing] = useState<{ team?: ContestTeam } | null>(null);
  const groupName = new Map((groups.data ?? []).map((g) => [g.id, g.className]));
  const schoolName = new Map((schools.data ?? []).map((s) => [s.id, s.schoolName]));
  const rows = (teams.data ?? []).filter(
    (t) => (!groupId || t.groupId === groupId) && (!keyword || t.teamName.includes(keyword)),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAMS_KEY });
  const members = (t: ContestTeam) => t.members.map((m) => m.realname);

  const remove = (t: ContestTeam) =>
    confirmDanger({
      title: '删除队伍',
      content: `确定删除队伍「${t.teamName}」吗？队员的参赛资格不受影响。`,
      action: () => teamApi.remove(t.id),
      successText: '删除成功',
      onDone: () => void refresh(),
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder="全部分组"
          aria-label="分组"
          value={groupId}
          onChange={setGroupId}
          options={groupOptions(groups.data)}
          style={{ width: 160 }}
        />
        <Input.Search
          allowClear
          placeholder="队伍名称"
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 200 }}
        />
        <AddButton code="teaching:contest:edit" onClick={() => setEditing({})}>
          新增队伍
        </AddButton>
      </Space>
      {teams.isError ? (
        <LoadError what="参赛队伍" onRetry={() => void teams.refetch()} />
      ) : (
        <Table<ContestTeam>
          rowKey="id"
          size="middle"
          loading={teams.isLoading}
          dataSource={rows}
          pagination={localPagination(rows.length)}
          scroll={{ x: 900 }}
          locale={{
            emptyText: <Empty description={keyword || groupId ? '没有符合条件的队伍' : '还没有参赛队伍'} />,
          }}
          columns={[
            { key: 'teamName', dataIndex: 'teamName', title: '队伍', width: 180, ellipsis: true },
            {
              key: 'group',
              title: '分组',
              width: 120,
              render: (_, t) => t.groupId_dictText ?? (t.groupId ? groupName.get(t.groupId) : null) ?? '—',
            },
            {
              key: 'school',
              title: '学校',
              width: 160,
              ellipsis: true,
              render: (_, t) =>
                t.schoolId_dictText ?? (t.schoolId ? schoolName.get(t.schoolId) : null) ?? '—',
            },
            {
              key: 'coach',
              title: '教练',
              width: 150,
              render: (_, t) =>
                t.coachName ? (
                  <span>
                    {t.coachName}
                    {t.coachPhone && (
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {t.coachPhone}
                      </Typography.Text>
                    )}
                  </span>
                ) : (
                  '—'
                ),
            },
            {
              key: 'members',
              title: '队员',
              render: (_, t) =>
                t.memberIds.length ? (
                  members(t).join('、')
                ) : (
                  <Typography.Text type="secondary">暂无队员</Typography.Text>
                ),
            },
            ...editRemoveColumn<ContestTeam>({
              canEdit,
              onEdit: (t) => setEditing({ team: t }),
              onRemove: remove,
            }),
          ]}
        />
      )}
      <TeamFormModal
        contestId={contestId}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}

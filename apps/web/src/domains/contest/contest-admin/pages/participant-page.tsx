import { InfoCircleOutlined } from '@ant-design/icons';
import type { Contest } from '@ck/shared';
import { Tag, Tooltip, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { Can } from '../../../../components/can.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { PARTICIPANTS_KEY, participantApi } from '../api.ts';
import { ContestScope } from '../components/contest-scope.tsx';
import { editRemoveColumn } from '../components/edit-remove-column.tsx';
import { groupSearch } from '../components/group-search.tsx';
import { StudentName, schoolGradeColumns } from '../components/participant-columns.tsx';
import { ParticipantFormModal } from '../components/participant-form-modal.tsx';
import { useContestGroups } from '../components/use-contest-groups.ts';
import { shortTime, sourceText } from '../contest-labels.ts';
import type { Participant } from '../types.ts';

const IMPORT_HELP =
  '导入 .xlsx：第一行为表头“账号、姓名、学校、年级、分组、家长电话”，账号须是平台上已有的学生账号，分组写分组名称。有错误的行会列出原因。';

/** `contest/ParticipantList` (/contest/userOtherInfo?contestId=): who takes part, in which group. */
export function ParticipantPage() {
  return (
    <ListPageCard title="参赛学生" icon="idcard">
      <ParticipantView />
    </ListPageCard>
  );
}

/** The participant page without its frame; `/home-page/userOtherInfo` shows it in a titled card. */
export function ParticipantView() {
  return (
    <ContestScope what="参赛学生">
      {(contest) => <ParticipantTable key={contest.id} contest={contest} />}
    </ContestScope>
  );
}

function ParticipantTable({ contest }: { contest: Contest }) {
  const confirmDanger = useDangerConfirm();
  const canEdit = useCan('teaching:contest:edit');
  const mobile = useViewport() === 'mobile';
  const groups = useContestGroups(contest.id);
  const [editing, setEditing] = useState<{ row?: Participant } | null>(null);
  const closeForm = useCallback(() => setEditing(null), []);
  const fixedParams = useMemo(() => ({ contestId: contest.id }), [contest.id]);
  const groupName = new Map((groups.data ?? []).map((g) => [g.id, g.className]));

  const remove = (p: Participant) =>
    confirmDanger({
      title: '移除参赛学生',
      content: `确定把「${p.realname}」移出这场赛事吗？${p.startedAt ? '他已经开始比赛，提交记录会保留但不再计入榜单。' : ''}`,
      okText: '移除',
      action: () => participantApi.remove(p.id),
      successText: '已移除',
      onDone: () => list.afterDelete([p.id]),
    });

  const columns: ListColumn<Participant>[] = [
    {
      key: 'groupId',
      title: '分组',
      width: 120,
      search: groupSearch(groups),
      render: (_, p) => p.groupId_dictText ?? groupName.get(p.groupId) ?? '—',
    },
    {
      key: 'realname',
      dataIndex: 'realname',
      title: '学生',
      search: { placeholder: '学生姓名', width: 180, keyword: true },
      render: (name: string, p) => <StudentName name={name} username={p.username} />,
    },
    ...schoolGradeColumns<Participant>(),
    { key: 'phone', dataIndex: 'guardianPhone', title: '家长电话', width: 130, render: (v) => v || '—' },
    {
      key: 'source',
      title: '加入方式',
      width: 100,
      render: (_, p) => (
        <Tag color={p.source === 'import' ? 'blue' : p.source === 'code' ? 'gold' : 'default'}>
          {sourceText(p.source)}
        </Tag>
      ),
    },
    {
      key: 'time',
      title: '报名 / 开始',
      width: 150,
      render: (_, p) => (
        <span style={{ fontSize: 12 }}>
          {shortTime(p.createTime)}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.startedAt ? `开始 ${shortTime(p.startedAt)}` : '未开始'}
          </Typography.Text>
        </span>
      ),
    },
    ...editRemoveColumn<Participant>({
      canEdit,
      onEdit: (p) => setEditing({ row: p }),
      onRemove: remove,
      removeLabel: '移除',
      width: 120,
      fixed: mobile ? undefined : 'right',
    }),
  ];

  const list = useListPage<Participant>({
    queryKey: PARTICIPANTS_KEY,
    query: participantApi.list,
    fixedParams,
    columns,
    rowNumbers: true,
    emptyText: {
      searched: '没有符合条件的参赛学生',
      none: '还没有参赛学生：学生可以自主报名、凭验证码加入，也可以由老师添加或导入',
    },
  });

  return (
    <>
      <SearchTable
        list={list}
        name="contest-participant-search"
        toolbar={
          <>
            <AddButton code="teaching:contest:edit" onClick={() => setEditing({})}>
              添加学生
            </AddButton>
            <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
              <ExcelButtons
                exportCode="teaching:contest:export"
                importCode="teaching:contest:import"
                onExport={() => participantApi.exportXls(contest.id, contest.contestName)}
                onImport={(file) => participantApi.importXls(contest.id, file)}
                onImported={list.refresh}
              />
            </span>
            <Can code="teaching:contest:import">
              <Tooltip title={IMPORT_HELP}>
                <InfoCircleOutlined aria-label="导入说明" style={{ color: '#8c8c8c' }} />
              </Tooltip>
            </Can>
          </>
        }
        scrollX={1000}
      />
      <ParticipantFormModal
        contestId={contest.id}
        target={editing}
        onClose={closeForm}
        onSaved={list.refresh}
      />
    </>
  );
}

import { Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { HISTORY_KEY, participantApi } from '../api.ts';
import { StudentName, schoolGradeColumns } from '../components/participant-columns.tsx';
import { PHASE_COLORS, phaseText, shortTime, sourceText } from '../contest-labels.ts';
import { contestLink } from '../contest-links.ts';
import type { ParticipantHistory } from '../types.ts';

/** `contest/ParticipantHistory` (/contest/userOtherInfoHistory): a student's contests, by name or account. */
export function ParticipantHistoryPage() {
  return (
    <ListPageCard title="参赛记录" icon="solution">
      <ParticipantHistoryView />
    </ListPageCard>
  );
}

/** The history page without its frame; `/home-page/userOtherInfoHistory` shows it in a titled card. */
export function ParticipantHistoryView() {
  const { pathname } = useLocation();
  const [keyword, setKeyword] = useState('');
  const fixedParams = useMemo(() => ({ keyword }), [keyword]);

  const columns: ListColumn<ParticipantHistory>[] = [
    {
      key: 'student',
      title: '学生',
      width: 160,
      render: (_, p) => <StudentName name={p.realname} username={p.username} />,
    },
    {
      key: 'contest',
      title: '赛事',
      ellipsis: true,
      render: (_, p) => (
        <Space size={4} wrap>
          <Link to={contestLink('participants', p.contestId, pathname)}>{p.contestName}</Link>
          <Tag color={PHASE_COLORS[p.phase]}>{phaseText(p.phase)}</Tag>
        </Space>
      ),
    },
    { key: 'group', title: '分组', width: 120, render: (_, p) => p.groupId_dictText ?? '—' },
    ...schoolGradeColumns<ParticipantHistory>(),
    {
      key: 'source',
      title: '加入方式',
      width: 100,
      render: (_, p) => p.source_dictText || sourceText(p.source),
    },
    { key: 'createTime', title: '报名时间', width: 140, render: (_, p) => shortTime(p.createTime) },
  ];

  const list = useListPage<ParticipantHistory>({
    queryKey: HISTORY_KEY,
    query: participantApi.history,
    fixedParams,
    columns,
    enabled: keyword.length > 0,
    emptyText: '没有找到这名学生的参赛记录',
  });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          enterButton="查询"
          placeholder="学生姓名或账号"
          aria-label="学生姓名或账号"
          onSearch={(v) => {
            setKeyword(v.trim());
            list.setPageNo(1);
          }}
          style={{ width: 300 }}
        />
        <Typography.Text type="secondary">查询一名学生参加过的全部赛事</Typography.Text>
      </Space>
      {keyword ? (
        <Table<ParticipantHistory> {...list.tableProps} scroll={{ x: 960 }} />
      ) : (
        <Empty description="输入学生姓名或账号，查看他参加过的赛事" style={{ margin: '48px 0' }} />
      )}
    </>
  );
}

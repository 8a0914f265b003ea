import type { ContestClass } from '@ck/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { HttpError } from '../../../../api/http-errors.ts';
import { type JurySubmissionRow, juryApi, juryKey } from '../api.ts';
import { JURY_VERDICT_OPTIONS } from '../arena-verdicts.ts';
import { CodeDrawer } from './code-drawer.tsx';
import { useJuryBoard } from './jury-board.tsx';
import { VerdictBadge } from './verdict-badge.tsx';

/** Submissions are re-read every few seconds while the tab is open (their pushes go to the submitter). */
const POLL_MS = 10_000;

/** Every submission of the contest with filters, the code in a drawer, and a rejudge of one. */
export function JurySubmissions({ contestId, groups }: { contestId: string; groups: ContestClass[] }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [groupId, setGroupId] = useState<string>();
  const [problemId, setProblemId] = useState<string>();
  const [userId, setUserId] = useState<string>();
  const [verdict, setVerdict] = useState<string>();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [open, setOpen] = useState<string | null>(null);
  const board = useJuryBoard(contestId, groupId);
  const filter = {
    contestId,
    groupId,
    problemId,
    userId,
    verdict,
    pageNo: page.current,
    pageSize: page.pageSize,
  };
  const list = useQuery({
    queryKey: [...juryKey(contestId), 'submissions', filter],
    queryFn: () => juryApi.submissions(filter),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
  const rows = (list.data?.records ?? []).filter((r) => !verdict || verdictMatches(r, verdict));

  const rejudge = async (id: string) => {
    try {
      await juryApi.rejudgeOne(id);
      message.success('已重新加入评测队列');
      client.invalidateQueries({ queryKey: juryKey(contestId) });
    } catch (err) {
      message.error((err as HttpError).message || '重判失败');
    }
  };
  const pick = (set: (v: string | undefined) => void) => (v: string | undefined) => {
    set(v);
    setPage((p) => ({ ...p, current: 1 }));
  };

  const columns: TableColumnsType<JurySubmissionRow> = [
    { title: '提交时间', dataIndex: 'createTime', width: 170 },
    {
      title: '分组',
      dataIndex: 'groupName',
      width: 120,
      render: (v: string | null, r) => v ?? groupName(groups, r.groupId),
    },
    {
      title: '选手',
      dataIndex: 'realname',
      width: 120,
      render: (v: string | null, r) => v ?? r.username ?? r.userId,
    },
    { title: '题目', dataIndex: 'label', width: 60 },
    { title: '语言', dataIndex: 'language', width: 90 },
    {
      title: '结果',
      dataIndex: 'verdict',
      render: (_: unknown, r) => <VerdictBadge verdict={r.verdict} score={r.score} />,
    },
    {
      title: '操作',
      width: 140,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen(r.id)}>
            代码
          </Button>
          <Popconfirm
            title="重判这次提交？榜单会随新结果更新"
            okText="重判"
            cancelText="取消"
            onConfirm={() => rejudge(r.id)}
          >
            <Button type="link" size="small">
              重判
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="全部分组"
          style={{ width: 160 }}
          value={groupId}
          options={groups.map((g) => ({ value: g.id, label: g.className }))}
          onChange={(v) => {
            setProblemId(undefined);
            setUserId(undefined);
            pick(setGroupId)(v);
          }}
        />
        <Select
          allowClear
          placeholder={groupId ? '全部题目' : '先选分组再选题目'}
          disabled={!groupId}
          style={{ width: 180 }}
          value={problemId}
          options={(board.data?.problemTitles ?? []).map((p) => ({
            value: p.id,
            label: `${p.label}. ${p.title}`,
          }))}
          onChange={pick(setProblemId)}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={groupId ? '全部选手' : '先选分组再选选手'}
          disabled={!groupId}
          style={{ width: 180 }}
          value={userId}
          options={(board.data?.rows ?? []).map((r) => ({ value: r.userId, label: r.realname }))}
          onChange={pick(setUserId)}
        />
        <Select
          allowClear
          placeholder="全部结果"
          style={{ width: 140 }}
          value={verdict}
          options={JURY_VERDICT_OPTIONS}
          onChange={pick(setVerdict)}
        />
      </Space>
      {list.error && (
        <Alert type="error" showIcon message={(list.error as Error).message} style={{ marginBottom: 12 }} />
      )}
      <Table<JurySubmissionRow>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        data-testid="jury-submissions"
      />
      <CodeDrawer jury id={open} onClose={() => setOpen(null)} />
    </>
  );
}

function groupName(groups: ContestClass[], id: string) {
  return groups.find((g) => g.id === id)?.className ?? '—';
}

/** The verdict filter also narrows the page in the browser, in case the server ignores it. */
function verdictMatches(row: JurySubmissionRow, verdict: string) {
  return verdict === 'pending' ? !row.verdict : row.verdict === verdict;
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Drawer, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import {
  JUDGE_KEY,
  listClassSubmissions,
  listProblems,
  type SubmissionQuery,
  type SubmissionRow,
} from '../../api.ts';
import { SubmissionView } from '../../components/submission-view.tsx';
import { formatKb, VerdictTag } from '../../components/verdict-tag.tsx';

/** Columns shared by the back office list and the practice area's "my submissions". */
export function submissionColumns(
  open: (id: string) => void,
  withUser: boolean,
): TableColumnsType<SubmissionRow> {
  return [
    {
      title: '编号',
      dataIndex: 'id',
      width: 110,
      render: (id: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(id)}>
          {id.slice(-8)}
        </Button>
      ),
    },
    { title: '题目', dataIndex: 'problemTitle', ellipsis: true },
    ...(withUser ? [{ title: '用户', dataIndex: 'username', width: 120 }] : []),
    {
      title: '结果',
      dataIndex: 'verdict',
      width: 150,
      render: (v: string | null, r: SubmissionRow) => <VerdictTag verdict={v} status={r.status} />,
    },
    { title: '得分', dataIndex: 'score', width: 70, render: (s: number | null) => s ?? '—' },
    { title: '语言', dataIndex: 'language', width: 100 },
    {
      title: '时间',
      dataIndex: 'timeMs',
      width: 90,
      render: (t: number | null) => (t === null ? '—' : `${t} ms`),
    },
    { title: '内存', dataIndex: 'memoryKb', width: 100, render: (m: number | null) => formatKb(m) },
    {
      title: '提交时间',
      dataIndex: 'createTime',
      width: 170,
      render: (t: string | null) => (t ? new Date(t).toLocaleString('zh-CN') : ''),
    },
  ];
}

/** `judge/SubmissionList`: submissions of the classes I teach (all of the tenant for administrators). */
export function SubmissionListPage() {
  const [query, setQuery] = useState<SubmissionQuery>({ pageNo: 1, pageSize: 20 });
  const [draft, setDraft] = useState<SubmissionQuery>(query);
  const [detail, setDetail] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...JUDGE_KEY, 'class-submissions', query],
    queryFn: () => listClassSubmissions(query),
    placeholderData: keepPreviousData,
    // Keep the list moving while something is still being judged.
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status !== 'done') ? 2000 : false),
  });
  const problems = useQuery({
    queryKey: [...JUDGE_KEY, 'problem-options'],
    queryFn: () => listProblems({ pageNo: 1, pageSize: 200 }),
    staleTime: 60_000,
  });

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          placeholder="题目"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 240 }}
          value={draft.problemId}
          options={(problems.data?.records ?? []).map((p) => ({ value: p.id, label: p.title }))}
          onChange={(problemId) => setDraft({ ...draft, problemId })}
        />
        <Input
          placeholder="用户账号"
          allowClear
          style={{ width: 160 }}
          value={draft.username}
          onChange={(e) => setDraft({ ...draft, username: e.target.value })}
          onPressEnter={() => setQuery({ ...draft, pageNo: 1 })}
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
      </Space>
      <Table<SubmissionRow>
        rowKey="id"
        size="middle"
        columns={submissionColumns(setDetail, true)}
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
      />
      <Drawer title="提交详情" open={!!detail} onClose={() => setDetail(null)} width={860} destroyOnHidden>
        {detail && <SubmissionView id={detail} />}
      </Drawer>
    </Card>
  );
}

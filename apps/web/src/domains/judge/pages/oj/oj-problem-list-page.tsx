import { CheckCircleTwoTone, MinusCircleTwoTone } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DIFFICULTY_TEXT, JUDGE_KEY, ojProblems, type ProblemQuery, type PublicProblem } from '../../api.ts';

const DIFFICULTY_OPTIONS = Object.entries(DIFFICULTY_TEXT).map(([v, l]) => ({ value: Number(v), label: l }));

const columns: TableColumnsType<PublicProblem> = [
  {
    title: '状态',
    dataIndex: 'myStatus',
    width: 70,
    render: (s: PublicProblem['myStatus']) =>
      s === 'AC' ? (
        <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="已通过" />
      ) : s === 'tried' ? (
        <MinusCircleTwoTone twoToneColor="#faad14" aria-label="尝试过" />
      ) : null,
  },
  {
    title: '题目',
    dataIndex: 'title',
    render: (title: string, p) => <Link to={`/oj/problem/${p.id}`}>{title}</Link>,
  },
  { title: '难度', dataIndex: 'difficulty', width: 80, render: (d: number) => DIFFICULTY_TEXT[d] ?? d },
  { title: '标签', dataIndex: 'tags', render: (tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>) },
  {
    title: '通过率',
    width: 120,
    render: (_, p) =>
      `${p.submitCount ? Math.round((p.acceptCount / p.submitCount) * 100) : 0}%（${p.acceptCount}/${p.submitCount}）`,
  },
];

/** `/oj`: the practice problem list with my status per problem. */
export function OjProblemListPage() {
  const [query, setQuery] = useState<ProblemQuery>({ pageNo: 1, pageSize: 20 });
  const [draft, setDraft] = useState<ProblemQuery>(query);
  const list = useQuery({
    queryKey: [...JUDGE_KEY, 'oj-problems', query],
    queryFn: () => ojProblems(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Card variant="borderless" title="编程练习" extra={<Link to="/oj/submissions">我的提交</Link>}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="搜索题目"
          allowClear
          style={{ width: 220 }}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          onSearch={() => setQuery({ ...draft, pageNo: 1 })}
        />
        <Input
          placeholder="标签"
          allowClear
          style={{ width: 140 }}
          value={draft.tag}
          onChange={(e) => setDraft({ ...draft, tag: e.target.value })}
          onPressEnter={() => setQuery({ ...draft, pageNo: 1 })}
        />
        <Select
          placeholder="难度"
          allowClear
          style={{ width: 110 }}
          options={DIFFICULTY_OPTIONS}
          value={draft.difficulty}
          onChange={(difficulty) => setQuery({ ...draft, difficulty, pageNo: 1 })}
        />
        <Button type="primary" onClick={() => setQuery({ ...draft, pageNo: 1 })}>
          查询
        </Button>
      </Space>
      <Table<PublicProblem>
        rowKey="id"
        columns={columns}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 题`,
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
      />
    </Card>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { JUDGE_KEY, ojSubmissions, type SubmissionRow } from '../../api.ts';
import { SubmissionView } from '../../components/submission-view.tsx';
import { submissionColumns } from '../submissions/submission-list-page.tsx';

/** My submissions, optionally of one problem; a row opens its detail page. */
export function MySubmissions({ problemId }: { problemId?: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const list = useQuery({
    queryKey: [...JUDGE_KEY, 'my-submissions', problemId, page],
    queryFn: () => ojSubmissions({ ...page, problemId, scope: 'mine' }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status !== 'done') ? 2000 : false),
  });
  return (
    <Table<SubmissionRow>
      rowKey="id"
      size="small"
      columns={submissionColumns((id) => navigate(`/oj/submission/${id}`), false)}
      loading={list.isLoading}
      dataSource={list.data?.records ?? []}
      pagination={{
        current: page.pageNo,
        pageSize: page.pageSize,
        total: list.data?.total ?? 0,
        onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
      }}
    />
  );
}

/** `/oj/submissions`. */
export function OjSubmissionsPage() {
  return (
    <Card variant="borderless" title="我的提交" extra={<Link to="/oj">返回题目列表</Link>}>
      <MySubmissions />
    </Card>
  );
}

/** `/oj/submission/:id`: code and per-case results, refreshed until judged. */
export function OjSubmissionPage() {
  const { id = '' } = useParams();
  return (
    <Card variant="borderless" title="提交详情" extra={<Link to="/oj/submissions">我的提交</Link>}>
      <SubmissionView id={id} />
    </Card>
  );
}

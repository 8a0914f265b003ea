import type { SubmissionRow } from '@ck/shared';
import { Card, Table } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { JUDGE_KEY, ojSubmissions } from '../../api.ts';
import { submissionColumns, whileJudging } from '../../components/submission-columns.tsx';
import { SubmissionView } from '../../components/submission-view.tsx';

/** My submissions, optionally of one problem; a row opens its detail page. */
export function MySubmissions({ problemId }: { problemId?: string }) {
  const navigate = useNavigate();
  const list = useListPage<SubmissionRow>({
    queryKey: [...JUDGE_KEY, 'my-submissions', problemId],
    query: ojSubmissions,
    fixedParams: { problemId, scope: 'mine' },
    refetchInterval: whileJudging,
    columns: submissionColumns((id) => navigate(`/oj/submission/${id}`), false),
  });
  return <Table<SubmissionRow> {...list.tableProps} size="small" />;
}

/** `/oj/submissions`. */
export function OjSubmissionsPage() {
  return (
    <ListPageCard title="我的提交" icon="unordered-list" extra={<Link to="/oj">返回题目列表</Link>}>
      <MySubmissions />
    </ListPageCard>
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

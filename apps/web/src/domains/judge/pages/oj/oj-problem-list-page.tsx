import { CheckCircleTwoTone, MinusCircleTwoTone } from '@ant-design/icons';
import type { PracticeProblemListItem } from '@ck/shared';
import { Link } from 'react-router';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { SearchTable } from '../../../../components/search-table.tsx';
import { JUDGE_KEY, ojProblems } from '../../api.ts';
import { JudgeStatusAlert } from '../../components/judge-status-alert.tsx';
import { problemFacetColumns } from '../../components/problem-columns.tsx';

const columns: ListColumn<PracticeProblemListItem>[] = [
  {
    key: 'myStatus',
    title: '状态',
    dataIndex: 'myStatus',
    width: 70,
    render: (s: PracticeProblemListItem['myStatus']) =>
      s === 'AC' ? (
        <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="已通过" />
      ) : s === 'tried' ? (
        <MinusCircleTwoTone twoToneColor="#faad14" aria-label="尝试过" />
      ) : null,
  },
  {
    key: 'title',
    title: '题目',
    dataIndex: 'title',
    render: (title: string, p) => <Link to={`/oj/problem/${p.id}`}>{title}</Link>,
    search: { name: 'keyword', keyword: true, placeholder: '搜索题目', width: 220 },
  },
  ...problemFacetColumns<PracticeProblemListItem>(true),
  {
    key: 'rate',
    title: '通过率',
    width: 120,
    render: (_, p) =>
      `${p.submitCount ? Math.round((p.acceptCount / p.submitCount) * 100) : 0}%（${p.acceptCount}/${p.submitCount}）`,
  },
];

/** `/oj`: the practice problem list with my status per problem. */
export function OjProblemListPage() {
  const list = useListPage<PracticeProblemListItem>({
    queryKey: [...JUDGE_KEY, 'oj-problems'],
    query: ojProblems,
    columns,
    totalText: (n) => `共 ${n} 题`,
  });
  return (
    <ListPageCard title="编程练习" icon="laptop" extra={<Link to="/oj/submissions">我的提交</Link>}>
      <JudgeStatusAlert style={{ marginBottom: 16 }} />
      <SearchTable list={list} buttons="search" />
    </ListPageCard>
  );
}

import type { SubmissionRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Select } from 'antd';
import { useState } from 'react';
import { withSearch } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { SearchTable } from '../../../../components/search-table.tsx';
import { JUDGE_KEY, listClassSubmissions, listProblems } from '../../api.ts';
import { submissionColumns, whileJudging } from '../../components/submission-columns.tsx';
import { SubmissionView } from '../../components/submission-view.tsx';

/** `judge/SubmissionList`: submissions of the classes I teach (all of the tenant for administrators). */
export function SubmissionListPage() {
  const [detail, setDetail] = useState<string | null>(null);
  const problems = useQuery({
    queryKey: [...JUDGE_KEY, 'problem-options'],
    queryFn: () => listProblems({ pageNo: 1, pageSize: 200 }),
    staleTime: 60_000,
  });
  const list = useListPage<SubmissionRow>({
    queryKey: [...JUDGE_KEY, 'class-submissions'],
    query: listClassSubmissions,
    refetchInterval: whileJudging,
    columns: withSearch(submissionColumns(setDetail, true), {
      problemTitle: {
        name: 'problemId',
        input: (
          <Select
            placeholder="题目"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 240 }}
            options={(problems.data?.records ?? []).map((p) => ({ value: p.id, label: p.title }))}
          />
        ),
      },
      username: { placeholder: '用户账号', width: 160 },
    }),
  });

  return (
    <ListPageCard title="提交记录" icon="unordered-list">
      <SearchTable list={list} />
      <Drawer title="提交详情" open={!!detail} onClose={() => setDetail(null)} width={860} destroyOnHidden>
        {detail && <SubmissionView id={detail} />}
      </Drawer>
    </ListPageCard>
  );
}

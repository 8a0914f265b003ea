import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { ojProblem, ojProblems } from '../../../judge/api.ts';

/**
 * Picks the judge problem a Python / C++ homework is checked against (判题). Lists the practice
 * area's problems, searched by title: students can submit to those.
 */
export function JudgeProblemSelect({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const list = useQuery({
    queryKey: ['judge', 'unit-problem-options', keyword],
    queryFn: () => ojProblems({ keyword: keyword || undefined, pageNo: 1, pageSize: 30 }),
    staleTime: 30_000,
  });
  // The chosen problem may not be on the first page: its title comes from its own detail.
  const chosen = useQuery({
    queryKey: ['judge', 'oj-problem', value],
    queryFn: () => ojProblem(value!),
    enabled: !!value && !list.data?.records.some((p) => p.id === value),
    retry: false,
  });
  const options = (list.data?.records ?? []).map((p) => ({ value: p.id, label: p.title }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: chosen.data?.title ?? (chosen.isError ? '（题目不可用）' : '…') });
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={list.isFetching}
      placeholder="不判题"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      style={{ width: 320 }}
      notFoundContent={list.isFetching ? '加载中…' : '没有找到题目'}
      aria-label="判题题目"
    />
  );
}

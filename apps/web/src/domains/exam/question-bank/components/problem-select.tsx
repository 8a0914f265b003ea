import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTypedKeyword } from '../../../../hooks/use-typed-keyword.ts';
import { problemApi } from '../api.ts';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The title of the problem already chosen (it may not be among the search results). */
  initialTitle?: string | null;
  /** Told the title of each problem picked (the preview shows it). */
  onPicked?: (problem: { id: string; title: string } | null) => void;
}

/** Picks the judge problem of a programming question; searches the judge's problems by title. */
export function ProblemSelect({ id, value, onChange, initialTitle, onPicked }: Props) {
  const { setTyped, keyword } = useTypedKeyword();
  const [chosen, setChosen] = useState<{ id: string; title: string } | null>(null);
  const problems = useQuery({
    queryKey: ['exam', 'judge-problems', keyword],
    queryFn: () => problemApi.search(keyword),
    staleTime: 60_000,
  });
  const found = problems.data ?? [];
  const known =
    chosen?.id === value ? chosen : value && initialTitle ? { id: value, title: initialTitle } : null;
  const options = [...(known && !found.some((p) => p.id === known.id) ? [known] : []), ...found].map((p) => ({
    value: p.id,
    label: p.title,
  }));
  return (
    <Select
      id={id}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="输入题目名称搜索判题题目"
      loading={problems.isFetching}
      value={value || undefined}
      onChange={(v, option) => {
        const picked = Array.isArray(option) ? undefined : option;
        const problem = v && picked ? { id: v, title: String(picked.label) } : null;
        setChosen(problem);
        onPicked?.(problem);
        onChange?.(v ?? null);
      }}
      options={options}
      notFoundContent={
        problems.isError ? '没有判题题库的权限或加载失败' : problems.isFetching ? '搜索中…' : '没有找到题目'
      }
      style={{ width: '100%' }}
    />
  );
}

import type { PaperRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { pickApi } from '../api.ts';
import { paperLabel } from '../exam-form.ts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The chosen paper, for its total score and suggested duration. */
  onPaper?: (paper: PaperRow | undefined) => void;
  /** The name shown for the current value before the search list has it (editing). */
  currentLabel?: string | null;
}

/** Published papers, searched by name on the server. */
export function PaperSelect({ id, value, onChange, onPaper, currentLabel }: Props) {
  const [keyword, setKeyword] = useState('');
  const papers = useQuery({
    queryKey: ['exam', 'admin', 'paper-pick', keyword],
    queryFn: () => pickApi.papers(keyword || undefined),
    staleTime: 30_000,
  });
  const list = papers.data ?? [];
  const options = list.map((p) => ({ value: p.id, label: paperLabel(p) }));
  if (value && currentLabel && !list.some((p) => p.id === value))
    options.unshift({ value, label: currentLabel });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="搜索并选择已发布的试卷"
      loading={papers.isLoading}
      value={value}
      onChange={(v) => {
        onChange?.(v);
        onPaper?.(list.find((p) => p.id === v));
      }}
      options={options}
      notFoundContent={
        papers.isError ? '试卷加载失败或没有试卷权限' : papers.isLoading ? '加载中…' : '没有已发布的试卷'
      }
    />
  );
}

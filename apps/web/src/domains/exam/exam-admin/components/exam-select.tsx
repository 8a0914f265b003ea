import { Select } from 'antd';
import { useState } from 'react';
import { useSearchPick } from '../../../../hooks/use-search-pick.ts';
import { examApi } from '../api.ts';

/** Exams the teacher can see, searched by name; the current one keeps its name while not listed. */
export function ExamSelect({
  value,
  onChange,
}: {
  value?: string;
  onChange: (id: string | undefined) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const {
    list: exams,
    listed,
    current,
  } = useSearchPick({
    listKey: ['exam', 'admin', 'exam-pick'],
    search: async (name) =>
      (await examApi.list({ examName: name || undefined, pageNo: 1, pageSize: 50 })).records,
    oneKey: ['exam', 'admin', 'exam'],
    fetchOne: examApi.get,
    keyword,
    value,
  });
  const options = listed.map((e) => ({ value: e.id, label: e.examName }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({ value, label: current.data?.examName ?? '加载中…' });
  return (
    <Select
      aria-label="考试"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="选择考试"
      loading={exams.isLoading}
      value={value}
      onChange={onChange}
      options={options}
      notFoundContent={exams.isError ? '考试加载失败' : '没有考试'}
      style={{ width: 240, maxWidth: '100%' }}
    />
  );
}

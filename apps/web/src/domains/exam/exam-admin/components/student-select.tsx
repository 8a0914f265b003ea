import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useCan } from '../../../../hooks/use-can.ts';
import { useTypedKeyword } from '../../../../hooks/use-typed-keyword.ts';
import { pickApi, type StudentOption } from '../api.ts';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Names of students already chosen (editing), by id. */
  known?: StudentOption[];
  /** Where a teacher without the user list searches: their classes. */
  classIds: string[];
}

const labelOf = (s: StudentOption) => (s.realname ? `${s.realname}（${s.username}）` : s.username);

/** Extra students besides the classes: searched by account or name. */
export function StudentSelect({ id, value, onChange, known, classIds }: Props) {
  const wholeSchool = useCan('system:user:list');
  const { typed, setTyped, keyword } = useTypedKeyword();
  const [seen, setSeen] = useState<Record<string, string>>({});
  const found = useQuery({
    queryKey: ['exam', 'admin', 'student-pick', wholeSchool, keyword, wholeSchool ? [] : classIds],
    queryFn: () => (wholeSchool ? pickApi.students(keyword) : pickApi.classStudents(keyword, classIds)),
    enabled: keyword.length > 0,
    staleTime: 30_000,
    retry: false,
  });
  // Remember the names of everyone shown, so chosen students keep their label after a new search.
  useEffect(() => {
    const extra = [...(found.data ?? []), ...(known ?? [])];
    if (extra.length === 0) return;
    setSeen((old) => {
      const next = { ...old };
      for (const s of extra) next[s.id] = labelOf(s);
      return next;
    });
  }, [found.data, known]);

  const options = new Map<string, string>();
  for (const v of value ?? []) options.set(v, seen[v] ?? `考生 ${v.slice(0, 8)}`);
  for (const s of found.data ?? []) options.set(s.id, labelOf(s));
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      placeholder={
        wholeSchool ? '输入账号或姓名搜索学生（可选）' : '输入账号或姓名搜索我的班级中的学生（可选）'
      }
      value={value ?? []}
      onChange={(v) => {
        onChange?.(v);
        setTyped('');
      }}
      loading={found.isFetching}
      options={[...options].map(([v, label]) => ({ value: v, label }))}
      notFoundContent={
        !keyword
          ? '输入账号或姓名搜索'
          : found.isError
            ? '学生搜索失败，请稍后重试'
            : found.isFetching
              ? '搜索中…'
              : '没有找到学生'
      }
    />
  );
}

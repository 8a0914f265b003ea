import { useQueries, useQuery } from '@tanstack/react-query';
import { Empty, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ProblemOption } from '../../../judge/problem-options.ts';
import { CONTEST_ADMIN_KEY, pickApi } from '../api.ts';
import { addProblem, MAX_GROUP_PROBLEMS, moveItem, problemLabel } from '../group-form.ts';
import '../contest-admin.css';
import { MoveRemoveButtons } from '../../../../components/move-remove-buttons.tsx';
import { useTypedKeyword } from '../../../../hooks/use-typed-keyword.ts';

interface Props {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}

const PROBLEMS_KEY = [...CONTEST_ADMIN_KEY, 'judge-problems'] as const;

/** The judge problems of a group in board order: search to add, then move or remove. */
export function ProblemListPicker({ id, value, onChange }: Props) {
  const ids = value ?? [];
  const { setTyped, keyword } = useTypedKeyword();
  const [seen, setSeen] = useState<Record<string, string>>({});
  const found = useQuery({
    queryKey: [...PROBLEMS_KEY, 'search', keyword],
    queryFn: () => pickApi.problems(keyword),
    staleTime: 60_000,
  });
  // Titles of the problems already in the group that no search has shown yet.
  const unknown = ids.filter((p) => !(p in seen));
  const titles = useQueries({
    queries: unknown.map((p) => ({
      queryKey: [...PROBLEMS_KEY, 'one', p],
      queryFn: () => pickApi.problem(p),
      staleTime: 300_000,
      retry: false,
    })),
  });
  const titleOf = (p: string, i: number): { text: string; missing: boolean } => {
    if (seen[p]) return { text: seen[p], missing: false };
    const q = titles[unknown.indexOf(p)];
    if (q?.isError) return { text: `题目不存在或已删除（${p.slice(0, 8)}）`, missing: true };
    return { text: q?.data?.title ?? `第 ${i + 1} 题加载中…`, missing: false };
  };
  // Remember every title shown, so a chosen problem keeps its name after the next search.
  useEffect(() => {
    const list: ProblemOption[] = found.data ?? [];
    if (list.length === 0) return;
    setSeen((old) =>
      list.every((p) => old[p.id] === p.title)
        ? old
        : { ...old, ...Object.fromEntries(list.map((p) => [p.id, p.title])) },
    );
  }, [found.data]);

  const full = ids.length >= MAX_GROUP_PROBLEMS;
  const options = (found.data ?? []).map((p) => ({
    value: p.id,
    label: p.title,
    disabled: ids.includes(p.id),
  }));

  return (
    <div id={id}>
      <Select
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder={full ? `已达 ${MAX_GROUP_PROBLEMS} 道题上限` : '输入题目名称搜索判题题目，选中即加入'}
        disabled={full}
        value={null}
        loading={found.isFetching}
        onChange={(p: string | null) => p && onChange?.(addProblem(ids, p))}
        options={options}
        notFoundContent={
          found.isError ? '没有判题题库的权限或加载失败' : found.isFetching ? '搜索中…' : '没有找到题目'
        }
        style={{ width: '100%', marginBottom: 8 }}
      />
      {ids.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="还没有题目：从上方搜索加入，按加入顺序编号 A、B、C……"
        />
      ) : (
        <ol className="ck-problem-list">
          {ids.map((p, i) => {
            const title = titleOf(p, i);
            return (
              <li key={p}>
                <Space style={{ minWidth: 0, flex: '1 1 0' }}>
                  <Tag color="blue">{problemLabel(i)}</Tag>
                  <Typography.Text
                    type={title.missing ? 'danger' : undefined}
                    ellipsis={{ tooltip: title.text }}
                  >
                    {title.text}
                  </Typography.Text>
                </Space>
                <MoveRemoveButtons
                  index={i}
                  count={ids.length}
                  onMove={(step) => onChange?.(moveItem(ids, i, i + step))}
                  onRemove={() => onChange?.(ids.filter((x) => x !== p))}
                  removeLabel="移除"
                />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

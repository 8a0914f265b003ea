import { Select, Tag } from 'antd';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { DIFFICULTY_TEXT } from '../api.ts';

const DIFFICULTY_OPTIONS = Object.entries(DIFFICULTY_TEXT).map(([v, l]) => ({ value: Number(v), label: l }));

interface ProblemRow {
  difficulty: number;
  tags: string[];
}

/** Difficulty and tags, shown and searched alike in the problem bank and the practice list. */
export function problemFacetColumns<T extends ProblemRow>(instantDifficulty = false): ListColumn<T>[] {
  return [
    {
      key: 'difficulty',
      title: '难度',
      dataIndex: 'difficulty',
      width: 80,
      render: (d: number) => DIFFICULTY_TEXT[d] ?? d,
      search: {
        instant: instantDifficulty,
        input: <Select placeholder="难度" allowClear style={{ width: 110 }} options={DIFFICULTY_OPTIONS} />,
      },
    },
    {
      key: 'tags',
      title: '标签',
      dataIndex: 'tags',
      render: (tags: string[]) => tags.map((t) => <Tag key={t}>{t}</Tag>),
      search: { name: 'tag', placeholder: '标签', width: 140 },
    },
  ];
}

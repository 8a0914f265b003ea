import { DEFAULT_PAGE_SIZE, QUESTION_DIFFICULTIES, QUESTION_TYPES, type Question } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { htmlExcerpt } from '../../../../admin/crud/html-excerpt.ts';
import { PICKER_QUESTIONS_KEY, pickerApi } from '../api.ts';
import type { PickedQuestion } from '../paper-editor-state.ts';
import { ClassificationSelect } from './classification-select.tsx';

export const TYPE_OPTIONS = Object.entries(QUESTION_TYPES).map(([value, label]) => ({
  value: Number(value),
  label,
}));
export const DIFFICULTY_OPTIONS = Object.entries(QUESTION_DIFFICULTIES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

interface Filters {
  classificationId?: string;
  questionType?: number;
  difficulty?: number;
  tag?: string;
  keyword?: string;
}

interface Props {
  open: boolean;
  /** The section the questions go to (its title heads the dialog). */
  sectionTitle: string;
  /** Questions the paper already holds: the list leaves them out. */
  excludeIds: string[];
  /** A type to start the filter with (the section's usual type). */
  initialType?: number;
  onCancel: () => void;
  onPick: (questions: PickedQuestion[]) => void;
}

const picked = (q: Question): PickedQuestion => ({
  questionId: q.id,
  score: q.score,
  questionType: q.questionType,
  questionContent: q.questionContent,
  difficulty: q.difficulty,
});

/** Picks enabled questions of the bank for a fixed section: filters, a paged table, checkboxes kept across pages. */
export function QuestionPickerModal({
  open,
  sectionTitle,
  excludeIds,
  initialType,
  onCancel,
  onPick,
}: Props) {
  const [filters, setFilters] = useState<Filters>({});
  const [keyword, setKeyword] = useState('');
  const [tag, setTag] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [chosen, setChosen] = useState<Map<string, Question>>(new Map());

  useEffect(() => {
    if (!open) return;
    setFilters(initialType ? { questionType: initialType } : {});
    setKeyword('');
    setTag('');
    setPageNo(1);
    setChosen(new Map());
  }, [open, initialType]);

  const params = useMemo(
    () => ({
      ...filters,
      status: 1,
      excludeIds: excludeIds.join(',') || undefined,
      pageNo,
      pageSize: DEFAULT_PAGE_SIZE,
    }),
    [filters, excludeIds, pageNo],
  );
  const list = useQuery({
    queryKey: [...PICKER_QUESTIONS_KEY, params],
    queryFn: () => pickerApi.questions(params),
    placeholderData: keepPreviousData,
    enabled: open,
  });

  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPageNo(1);
  };

  const records = list.data?.records ?? [];
  const selectedKeys = Array.from(chosen.keys());

  return (
    <Modal
      open={open}
      title={`选择题目：${sectionTitle || '未命名大题'}`}
      width={920}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space wrap>
          <Typography.Text type="secondary">已选 {chosen.size} 道</Typography.Text>
          <Button onClick={onCancel}>取消</Button>
          <Button
            type="primary"
            disabled={!chosen.size}
            onClick={() => onPick(Array.from(chosen.values()).map(picked))}
          >
            加入大题
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <ClassificationSelect
          placeholder="题目分类"
          value={filters.classificationId ?? null}
          onChange={(v) => change({ classificationId: v ?? undefined })}
          style={{ width: 170 }}
        />
        <Select
          allowClear
          placeholder="题型"
          style={{ width: 110 }}
          options={TYPE_OPTIONS}
          value={filters.questionType}
          onChange={(v) => change({ questionType: v })}
        />
        <Select
          allowClear
          placeholder="难度"
          style={{ width: 100 }}
          options={DIFFICULTY_OPTIONS}
          value={filters.difficulty}
          onChange={(v) => change({ difficulty: v })}
        />
        <Input.Search
          allowClear
          placeholder="知识点标签"
          style={{ width: 150 }}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          onSearch={(v) => change({ tag: v.trim() || undefined })}
        />
        <Input.Search
          allowClear
          placeholder="题干关键词"
          style={{ width: 180 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
        />
      </Space>
      {list.isError && (
        <Alert type="error" showIcon message="题目加载失败，请稍后重试" style={{ marginBottom: 8 }} />
      )}
      <Table<Question>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={records}
        scroll={{ x: 720 }}
        locale={{ emptyText: '没有可选的题目（已在试卷中的题目和停用的题目不会出现）' }}
        rowSelection={{
          preserveSelectedRowKeys: true,
          selectedRowKeys: selectedKeys,
          onChange: (keys, rows) =>
            setChosen((prev) => {
              const next = new Map<string, Question>();
              for (const key of keys) {
                const id = String(key);
                const row = rows.find((r) => r?.id === id) ?? prev.get(id);
                if (row) next.set(id, row);
              }
              return next;
            }),
        }}
        pagination={{
          current: pageNo,
          pageSize: DEFAULT_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `共 ${total} 道`,
          onChange: setPageNo,
          size: 'small',
        }}
        columns={[
          {
            key: 'questionContent',
            title: '题干',
            render: (_, q) => (
              <Typography.Text
                ellipsis={{ tooltip: htmlExcerpt(q.questionContent, 200) }}
                style={{ maxWidth: 360 }}
              >
                {htmlExcerpt(q.questionContent, 60) || '（图片或公式）'}
              </Typography.Text>
            ),
          },
          {
            key: 'questionType',
            title: '题型',
            width: 80,
            render: (_, q) => <Tag>{q.questionType_dictText}</Tag>,
          },
          { key: 'difficulty', title: '难度', width: 70, render: (_, q) => q.difficulty_dictText },
          {
            key: 'classification',
            title: '分类',
            width: 110,
            ellipsis: true,
            render: (_, q) => q.classificationId_dictText ?? '—',
          },
          {
            key: 'tags',
            title: '知识点',
            width: 130,
            render: (_, q) =>
              q.tags.length ? (
                <Space size={2} wrap>
                  {q.tags.slice(0, 3).map((t) => (
                    <Tag key={t} style={{ marginInlineEnd: 0 }}>
                      {t}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '—'
              ),
          },
          { key: 'score', title: '分值', width: 60, align: 'right', render: (_, q) => q.score },
        ]}
      />
    </Modal>
  );
}

import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES } from '@ck/shared';
import { arrayMove } from '@dnd-kit/sortable';
import { Empty, InputNumber, Tag, Typography } from 'antd';
import { htmlExcerpt } from '../../../../admin/crud/html-excerpt.ts';
import { SortableList, useSortableRow } from '../../../../components/sortable-list.tsx';
import { TipIconButton } from '../../../../components/tip-icon-button.tsx';
import type { PickedQuestion } from '../paper-editor-state.ts';

interface Props {
  questions: PickedQuestion[];
  onChange: (questions: PickedQuestion[]) => void;
}

const typeLabel = (t: number) => QUESTION_TYPES[t as keyof typeof QUESTION_TYPES] ?? '题目';
const difficultyLabel = (d: number) => QUESTION_DIFFICULTIES[d as keyof typeof QUESTION_DIFFICULTIES] ?? '';

/** The questions of a fixed section: drag (or space + arrows) to reorder, a score each, remove. */
export function PickedQuestionList({ questions, onChange }: Props) {
  const position = (id: string | number) => questions.findIndex((q) => q.questionId === id) + 1;

  if (!questions.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有题目，点击“选择题目”从题库加入" />;

  return (
    <SortableList
      ids={questions.map((q) => q.questionId)}
      onMove={(from, to) => onChange(arrayMove(questions, from, to))}
      noun="题目"
      spoken={{ item: (id) => `第 ${position(id)} 题`, place: (id) => `第 ${position(id)} 题的位置` }}
    >
      <div className="paper-picked-list">
        {questions.map((q, index) => (
          <SortableQuestion
            key={q.questionId}
            question={q}
            index={index}
            onScore={(score) =>
              onChange(questions.map((x) => (x.questionId === q.questionId ? { ...x, score } : x)))
            }
            onRemove={() => onChange(questions.filter((x) => x.questionId !== q.questionId))}
          />
        ))}
      </div>
    </SortableList>
  );
}

function SortableQuestion({
  question: q,
  index,
  onScore,
  onRemove,
}: {
  question: PickedQuestion;
  index: number;
  onScore: (score: number | null) => void;
  onRemove: () => void;
}) {
  const { rowRef, isDragging, rowStyle, handleProps } = useSortableRow(q.questionId);
  const text = htmlExcerpt(q.questionContent, 80) || '（图片或公式）';
  return (
    <div ref={rowRef} className="paper-picked-row" style={rowStyle}>
      <button
        type="button"
        {...handleProps}
        aria-label={`拖动排序：第 ${index + 1} 题`}
        className="paper-drag-handle"
        style={{ cursor: isDragging ? 'grabbing' : 'grab' }}
      >
        <HolderOutlined />
      </button>
      <Typography.Text strong className="paper-picked-no">
        {index + 1}.
      </Typography.Text>
      <div className="paper-picked-text">
        <Tag style={{ marginInlineEnd: 4 }}>{typeLabel(q.questionType)}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 4 }}>
          {difficultyLabel(q.difficulty)}
        </Typography.Text>
        <Typography.Text ellipsis={{ tooltip: htmlExcerpt(q.questionContent, 300) }}>{text}</Typography.Text>
      </div>
      <InputNumber
        size="small"
        min={0.1}
        max={1000}
        step={1}
        value={q.score}
        status={q.score && q.score > 0 ? undefined : 'error'}
        onChange={(v) => onScore(typeof v === 'number' ? v : null)}
        suffix="分"
        aria-label={`第 ${index + 1} 题分值`}
        style={{ width: 96 }}
      />
      <TipIconButton tip="移出本大题" danger icon={<DeleteOutlined />} onClick={onRemove} aria-label="移出" />
    </div>
  );
}

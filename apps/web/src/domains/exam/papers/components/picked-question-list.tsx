import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { QUESTION_DIFFICULTIES, QUESTION_TYPES } from '@ck/shared';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Empty, InputNumber, Tag, Typography } from 'antd';
import { htmlExcerpt } from '../../../../admin/crud/html-excerpt.ts';
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => questions.findIndex((q) => q.questionId === id) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = questions.findIndex((q) => q.questionId === active.id);
    const to = questions.findIndex((q) => q.questionId === over.id);
    if (from >= 0 && to >= 0) onChange(arrayMove(questions, from, to));
  };

  if (!questions.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有题目，点击“选择题目”从题库加入" />;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: '按空格键拿起题目，用上下方向键移动，再按空格键放下，按 Esc 取消。',
        },
        announcements: {
          onDragStart: ({ active }) => `已拿起第 ${position(active.id)} 题`,
          onDragOver: ({ over }) => (over ? `移动到第 ${position(over.id)} 题的位置` : '不在列表上'),
          onDragEnd: ({ over }) => (over ? `已放到第 ${position(over.id)} 题的位置` : '已放下'),
          onDragCancel: () => '已取消移动',
        },
      }}
    >
      <SortableContext items={questions.map((q) => q.questionId)} strategy={verticalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: q.questionId });
  const text = htmlExcerpt(q.questionContent, 80) || '（图片或公式）';
  return (
    <div
      ref={setNodeRef}
      className="paper-picked-row"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? '0 6px 16px rgba(0,0,0,0.12)' : undefined,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
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

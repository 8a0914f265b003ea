import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AssessmentQuestion,
  type AssessmentQuestionType,
  type BankQuestionItem,
  PERMS,
} from '@ck/shared';
import { Button, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../hooks/use-can.ts';
import {
  LIMITS,
  newQuestion,
  QUESTION_TYPE_OPTIONS,
  questionsWithProblems,
  type TestPowerDraft,
} from '../assessment-form.ts';
import { BankQuestionPicker } from './bank-question-picker.tsx';
import { QuestionEditor } from './question-editor.tsx';

interface Props {
  draft: TestPowerDraft;
  locked: boolean;
  /** Mark the questions with a problem once a save was tried. */
  showProblems: boolean;
  onChange: (next: TestPowerDraft) => void;
}

/** The questions of an assessment: add by type or from the question bank, reorder, edit, remove. */
export function QuestionsEditor({ draft, locked, showProblems, onChange }: Props) {
  const [picking, setPicking] = useState(false);
  const canAdd = useCan(PERMS.testPower.add);
  const { questions, dimensions } = draft;
  const invalid = showProblems ? questionsWithProblems(draft) : new Set<number>();
  const room = LIMITS.questions - questions.length;
  const setQuestions = (next: AssessmentQuestion[]) => onChange({ ...draft, questions: next });
  const add = (type: AssessmentQuestionType) => setQuestions([...questions, newQuestion(type, dimensions)]);
  const addFromBank = (items: BankQuestionItem[]) => {
    const first = dimensions[0]?.key;
    setQuestions([
      ...questions,
      // Bank questions come without weights: the first dimension gets 1 until the editor changes it.
      ...items.map((item) => ({ ...item, weights: first ? { [first]: 1 } : {} })),
    ]);
  };
  const move = (index: number, delta: -1 | 1) => {
    const next = [...questions];
    const [q] = next.splice(index, 1);
    next.splice(index + delta, 0, q);
    setQuestions(next);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Text type="secondary">
        共 {questions.length} 题，总分 {questions.reduce((s, q) => s + (q.score || 0), 0)} 分（最多{' '}
        {LIMITS.questions} 题）
      </Typography.Text>
      {questions.length === 0 && <Empty description="还没有题目，点击下方按钮添加" />}
      {questions.map((q, i) => (
        <QuestionEditor
          key={q.id}
          index={i}
          count={questions.length}
          question={q}
          dimensions={dimensions}
          locked={locked}
          invalid={invalid.has(i)}
          onChange={(next) => setQuestions(questions.map((o, j) => (j === i ? next : o)))}
          onMove={(delta) => move(i, delta)}
          onRemove={() => setQuestions(questions.filter((_, j) => j !== i))}
        />
      ))}
      {!locked && (
        <Space wrap>
          {QUESTION_TYPE_OPTIONS.map((o) => (
            <Button key={o.value} icon={<PlusOutlined />} disabled={room <= 0} onClick={() => add(o.value)}>
              {o.label}
            </Button>
          ))}
          {canAdd && (
            <Button icon={<ImportOutlined />} disabled={room <= 0} onClick={() => setPicking(true)}>
              从题库导入
            </Button>
          )}
        </Space>
      )}
      <BankQuestionPicker open={picking} room={room} onClose={() => setPicking(false)} onPick={addFromBank} />
    </Space>
  );
}

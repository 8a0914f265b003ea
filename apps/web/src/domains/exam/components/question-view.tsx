import type { StudentQuestion } from '@ck/shared';
import { PRACTICE_EDITORS, QUESTION_TYPES } from '@ck/shared';
import { Checkbox, Input, Radio, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { QuestionHtml } from './question-html.tsx';
import './question-view.css';

/** The key shown under a question in the teacher's print and the bank's preview. */
export interface QuestionKey {
  answer: string | null;
  analysis: string | null;
  /** Fill-in-the-blank: how answers are compared (1 / 0). */
  caseSensitive?: number;
  trimSpace?: number;
  /** Programming: the title of the judge problem whose tests score the code (shown when given). */
  problemTitle?: string | null;
  /** Practical task: the teacher's rubric (shown when given, null as “无”). */
  rubric?: string | null;
}

interface Props {
  question: StudentQuestion;
  /** Number in the paper (1-based). */
  index: number;
  /** The current answer text; with `onAnswer` the question is answerable. */
  answer?: string;
  onAnswer?: (answer: string) => void;
  /** Teacher views: the answer and analysis under the question. */
  answerKey?: QuestionKey;
  /**
   * Replaces the built-in answer control (the exam's code editor for a programming question, the work
   * hand-in of a practical task).
   */
  answerArea?: ReactNode;
}

/** Blanks are stored as a JSON array of strings, one per blank. */
export function blanksOf(answer: string | undefined, count: number): string[] {
  let values: unknown = [];
  try {
    values = answer ? JSON.parse(answer) : [];
  } catch {
    values = [];
  }
  const list = Array.isArray(values) ? values.map((v) => String(v ?? '')) : [];
  return Array.from({ length: count }, (_, i) => list[i] ?? '');
}

const TRUE_FALSE = [
  { value: '1', label: '正确' },
  { value: '0', label: '错误' },
];

/** Human text of an answer key: "A,C", "正确", blanks "1) x / y  2) z". */
export function keyText(questionType: number, answer: string | null): string {
  if (!answer) return '（无）';
  if (questionType === 3) return answer === '1' ? '正确' : '错误';
  if (questionType === 4) {
    try {
      const blanks: unknown = JSON.parse(answer);
      if (!Array.isArray(blanks)) return answer;
      return blanks
        .map(
          (accepted, i) => `${i + 1}) ${Array.isArray(accepted) ? accepted.join(' / ') : String(accepted)}`,
        )
        .join('  ');
    } catch {
      return answer;
    }
  }
  return answer;
}

/** What a question without a built-in control asks for. */
function taskNote(q: StudentQuestion): string | null {
  if (q.questionType === 6) return '编程题：编写程序并提交，由判题系统按测试数据评分。';
  if (q.questionType === 7) {
    const editor = PRACTICE_EDITORS[q.practiceEditor as keyof typeof PRACTICE_EDITORS];
    return `实操题：在${editor ? ` ${editor} ` : ''}编辑器中完成作品后提交，由老师批阅。`;
  }
  return null;
}

function OptionLabel({ optionKey, content }: { optionKey: string; content: string }) {
  return (
    <span className="ck-question-option-label">
      <span className="ck-question-option-key">{optionKey}.</span>
      <QuestionHtml html={content} className="ck-question-option-content" />
    </span>
  );
}

function AnswerControl({ q, answer, onAnswer }: Pick<Props, 'answer' | 'onAnswer'> & { q: StudentQuestion }) {
  const disabled = !onAnswer;
  switch (q.questionType) {
    case 1:
      return (
        <Radio.Group
          className="ck-question-options"
          value={answer || undefined}
          disabled={disabled}
          onChange={(e) => onAnswer?.(e.target.value)}
        >
          <Space orientation="vertical">
            {q.options.map((o) => (
              <Radio key={o.key} value={o.key} className="ck-question-option">
                <OptionLabel optionKey={o.key} content={o.content} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case 2:
      return (
        <Checkbox.Group
          className="ck-question-options"
          value={answer ? answer.split(',') : []}
          disabled={disabled}
          onChange={(keys) => onAnswer?.([...keys].map(String).sort().join(','))}
        >
          <Space orientation="vertical">
            {q.options.map((o) => (
              <Checkbox key={o.key} value={o.key} className="ck-question-option">
                <OptionLabel optionKey={o.key} content={o.content} />
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case 3:
      return (
        <Radio.Group
          className="ck-question-options"
          value={answer || undefined}
          disabled={disabled}
          options={TRUE_FALSE}
          onChange={(e) => onAnswer?.(e.target.value)}
        />
      );
    case 4:
      return (
        <Space orientation="vertical" className="ck-question-blanks" style={{ width: '100%' }}>
          {blanksOf(answer, q.blankCount).map((value, i) => (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
              key={i}
              addonBefore={`第 ${i + 1} 空`}
              value={value}
              disabled={disabled}
              maxLength={200}
              onChange={(e) => {
                const next = blanksOf(answer, q.blankCount);
                next[i] = e.target.value;
                onAnswer?.(JSON.stringify(next));
              }}
            />
          ))}
        </Space>
      );
    case 5:
      return (
        <Input.TextArea
          className="ck-question-text-answer"
          value={answer}
          disabled={disabled}
          autoSize={{ minRows: 4, maxRows: 16 }}
          maxLength={20000}
          placeholder={disabled ? '' : '在这里作答'}
          onChange={(e) => onAnswer?.(e.target.value)}
        />
      );
    default:
      return null;
  }
}

function AnswerKeyView({ q, answerKey }: { q: StudentQuestion; answerKey: QuestionKey }) {
  const type = q.questionType;
  const rules =
    type === 4 && answerKey.caseSensitive !== undefined
      ? [
          answerKey.caseSensitive ? '区分大小写' : '不区分大小写',
          answerKey.trimSpace === 0 ? '保留首尾空格' : '忽略首尾空格',
        ].join('，')
      : null;
  return (
    <div className="ck-question-key">
      {(type <= 5 || answerKey.answer) && (
        <div className="ck-question-key-answer">
          <Typography.Text type="success">
            {type === 5 ? '参考答案：' : '答案：'}
            {type === 5 ? (
              <span className="ck-pre-wrap">{answerKey.answer || '（无）'}</span>
            ) : (
              keyText(type, answerKey.answer)
            )}
          </Typography.Text>
          {rules && <Typography.Text type="secondary">（{rules}）</Typography.Text>}
        </div>
      )}
      {type === 6 && answerKey.problemTitle && (
        <div>
          <Typography.Text type="secondary">判题题目：</Typography.Text>
          {answerKey.problemTitle}
        </div>
      )}
      {type === 7 && answerKey.rubric !== undefined && (
        <div>
          <Typography.Text type="secondary">评分标准：</Typography.Text>
          <span className="ck-pre-wrap">{answerKey.rubric || '（无）'}</span>
        </div>
      )}
      {answerKey.analysis && (
        <div className="ck-question-analysis">
          <Typography.Text type="secondary">解析：</Typography.Text>
          <QuestionHtml html={answerKey.analysis} />
        </div>
      )}
    </div>
  );
}

/**
 * One question exactly as a student sees it: stem, options, blanks or a text box. The same component
 * serves the bank's preview, the paper preview and print, and the exam. `$…$` formulas are drawn with
 * KaTeX, `____` in a fill-in-the-blank stem is numbered like the blank boxes.
 */
export function QuestionView({ question: q, index, answer, onAnswer, answerKey, answerArea }: Props) {
  const label = QUESTION_TYPES[q.questionType as keyof typeof QUESTION_TYPES] ?? '';
  const note = answerArea ? null : taskNote(q);
  return (
    <div className="ck-question" data-question-id={q.id} data-question-type={q.questionType}>
      <div className="ck-question-head">
        <Typography.Text strong className="ck-question-index">
          {index}.
        </Typography.Text>
        <div className="ck-question-main">
          <Space size={4} wrap className="ck-question-meta">
            <Tag className="ck-question-type">{label}</Tag>
            <Typography.Text type="secondary" className="ck-question-score">
              （{q.score} 分）
            </Typography.Text>
          </Space>
          <QuestionHtml html={q.questionContent} className="ck-question-stem" blanks={q.questionType === 4} />
        </div>
      </div>
      <div className="ck-question-body">
        {answerArea ?? <AnswerControl q={q} answer={answer} onAnswer={onAnswer} />}
        {note && (
          <Typography.Text type="secondary" className="ck-question-note">
            {note}
          </Typography.Text>
        )}
      </div>
      {answerKey && (
        <div className="ck-question-body">
          <AnswerKeyView q={q} answerKey={answerKey} />
        </div>
      )}
    </div>
  );
}

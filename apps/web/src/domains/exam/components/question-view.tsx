import type { StudentQuestion } from '@ck/shared';
import { QUESTION_TYPES } from '@ck/shared';
import { Checkbox, Input, Radio, Space, Tag, Typography } from 'antd';
import { SafeHtml } from '../../../components/safe-html.tsx';

/** The key shown under a question in the teacher's print and the bank's preview. */
export interface QuestionKey {
  answer: string | null;
  analysis: string | null;
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
      const blanks = JSON.parse(answer) as string[][];
      return blanks.map((accepted, i) => `${i + 1}) ${accepted.join(' / ')}`).join('  ');
    } catch {
      return answer;
    }
  }
  return answer;
}

/**
 * One question exactly as a student sees it: stem, options, blanks or a text box. The same component
 * serves the bank's preview, the paper preview and print, and the exam.
 */
export function QuestionView({ question: q, index, answer, onAnswer, answerKey }: Props) {
  const disabled = !onAnswer;
  const label = QUESTION_TYPES[q.questionType as keyof typeof QUESTION_TYPES] ?? '';
  return (
    <div className="ck-question" data-question-id={q.id}>
      <Space align="start" size={8} style={{ width: '100%' }}>
        <Typography.Text strong>{index}.</Typography.Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space size={4} style={{ marginBottom: 4 }}>
            <Tag>{label}</Tag>
            <Typography.Text type="secondary">（{q.score} 分）</Typography.Text>
          </Space>
          <SafeHtml html={q.questionContent} className="ck-question-stem" />
        </div>
      </Space>
      <div style={{ paddingLeft: 24, marginTop: 8 }}>
        {q.questionType === 1 && (
          <Radio.Group
            value={answer || undefined}
            disabled={disabled}
            onChange={(e) => onAnswer?.(e.target.value)}
          >
            <Space direction="vertical">
              {q.options.map((o) => (
                <Radio key={o.key} value={o.key}>
                  <Space align="start" size={4}>
                    <span>{o.key}.</span>
                    <SafeHtml html={o.content} />
                  </Space>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        {q.questionType === 2 && (
          <Checkbox.Group
            value={answer ? answer.split(',') : []}
            disabled={disabled}
            onChange={(keys) => onAnswer?.([...keys].map(String).sort().join(','))}
          >
            <Space direction="vertical">
              {q.options.map((o) => (
                <Checkbox key={o.key} value={o.key}>
                  <Space align="start" size={4}>
                    <span>{o.key}.</span>
                    <SafeHtml html={o.content} />
                  </Space>
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
        {q.questionType === 3 && (
          <Radio.Group
            value={answer || undefined}
            disabled={disabled}
            options={TRUE_FALSE}
            onChange={(e) => onAnswer?.(e.target.value)}
          />
        )}
        {q.questionType === 4 && (
          <Space direction="vertical" style={{ width: '100%' }}>
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
        )}
        {q.questionType === 5 && (
          <Input.TextArea
            value={answer}
            disabled={disabled}
            autoSize={{ minRows: 4, maxRows: 16 }}
            maxLength={20000}
            placeholder={disabled ? '' : '在这里作答'}
            onChange={(e) => onAnswer?.(e.target.value)}
          />
        )}
      </div>
      {answerKey && (
        <div className="ck-question-key" style={{ paddingLeft: 24, marginTop: 8 }}>
          <Typography.Text type="success">答案：{keyText(q.questionType, answerKey.answer)}</Typography.Text>
          {answerKey.analysis && (
            <div>
              <Typography.Text type="secondary">解析：</Typography.Text>
              <SafeHtml html={answerKey.analysis} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

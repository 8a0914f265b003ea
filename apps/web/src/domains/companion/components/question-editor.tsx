import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type AssessmentDimension,
  type AssessmentQuestion,
  answerFormatHint,
  optionLetters,
} from '@ck/shared';
import {
  Button,
  Card,
  Checkbox,
  Flex,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { MoveRemoveButtons } from '../../../components/move-remove-buttons.tsx';
import {
  changeType,
  LIMITS,
  normaliseAnswer,
  QUESTION_TYPE_OPTIONS,
  withOptions,
} from '../assessment-form.ts';

interface Props {
  index: number;
  count: number;
  question: AssessmentQuestion;
  dimensions: AssessmentDimension[];
  locked: boolean;
  invalid: boolean;
  onChange: (next: AssessmentQuestion) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** The answer control of each type: one letter, several letters, true/false, or the letters in order. */
function AnswerInput({
  q,
  no,
  disabled,
  onChange,
}: {
  q: AssessmentQuestion;
  no: number;
  disabled: boolean;
  onChange: (a: string) => void;
}) {
  const letters = [...optionLetters(q.options.length)];
  const label = `第 ${no} 题答案`;
  // True/false and single choice: one of a few radio buttons.
  if (q.type === 'judge' || q.type === 'single')
    return (
      <Radio.Group
        aria-label={label}
        disabled={disabled}
        value={q.answer}
        onChange={(e) => onChange(e.target.value)}
        options={
          q.type === 'judge'
            ? [
                { value: 'T', label: '正确' },
                { value: 'F', label: '错误' },
              ]
            : letters.map((l) => ({ value: l, label: l }))
        }
      />
    );
  if (q.type === 'multiple')
    return (
      <Checkbox.Group
        aria-label={label}
        disabled={disabled}
        value={[...q.answer]}
        onChange={(v) => onChange(normaliseAnswer('multiple', v as string[]))}
        options={letters.map((l) => ({ value: l, label: l }))}
      />
    );
  return (
    <Input
      aria-label={label}
      disabled={disabled}
      value={q.answer}
      maxLength={letters.length}
      style={{ width: 200 }}
      placeholder={`如 ${[...letters].reverse().join('')}`}
      onChange={(e) => onChange(e.target.value.toUpperCase().replace(/[^A-H]/g, ''))}
    />
  );
}

/** One question of the editor: type, score, stem, options, answer and its weight in each dimension. */
export function QuestionEditor({
  index,
  count,
  question: q,
  dimensions,
  locked,
  invalid,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const no = index + 1;
  const patch = (p: Partial<AssessmentQuestion>) => onChange({ ...q, ...p });
  const setOption = (i: number, text: string) =>
    patch({ options: q.options.map((o, j) => (j === i ? text : o)) });
  return (
    <Card
      size="small"
      data-testid="question-editor"
      style={invalid ? { borderColor: 'var(--ant-color-error)' } : undefined}
      title={
        <Space wrap>
          <span>第 {no} 题</span>
          <Select
            aria-label={`第 ${no} 题题型`}
            size="small"
            disabled={locked}
            value={q.type}
            options={QUESTION_TYPE_OPTIONS}
            style={{ width: 100 }}
            onChange={(type) => onChange(changeType(q, type))}
          />
          {q.bankQuestionId && <Tag color="blue">来自题库</Tag>}
        </Space>
      }
      extra={
        <MoveRemoveButtons
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          removeLabel={`删除第 ${no} 题`}
          disabled={locked}
        />
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          aria-label={`第 ${no} 题题干`}
          disabled={locked}
          value={q.stem}
          maxLength={5000}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="题干"
          onChange={(e) => patch({ stem: e.target.value })}
        />
        {q.type !== 'judge' && (
          <>
            {q.options.map((o, i) => {
              const letter = optionLetters(q.options.length)[i];
              return (
                <Flex key={letter} gap={8} align="center">
                  <Tag style={{ marginInlineEnd: 0 }}>{letter}</Tag>
                  <Input
                    aria-label={`第 ${no} 题选项 ${letter}`}
                    disabled={locked}
                    value={o}
                    maxLength={500}
                    placeholder={q.type === 'order' ? '一个步骤' : '选项内容'}
                    onChange={(e) => setOption(i, e.target.value)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`删除选项 ${letter}`}
                    disabled={locked || q.options.length <= 2}
                    onClick={() =>
                      onChange(
                        withOptions(
                          q,
                          q.options.filter((_, j) => j !== i),
                        ),
                      )
                    }
                  />
                </Flex>
              );
            })}
            {!locked && q.options.length < LIMITS.options && (
              <Button
                size="small"
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => onChange(withOptions(q, [...q.options, '']))}
              >
                添加{q.type === 'order' ? '步骤' : '选项'}
              </Button>
            )}
          </>
        )}
        <Flex gap={16} wrap align="center">
          <Space>
            <Typography.Text>答案</Typography.Text>
            <AnswerInput q={q} no={no} disabled={locked} onChange={(answer) => patch({ answer })} />
          </Space>
          <Space>
            <Typography.Text>分值</Typography.Text>
            <InputNumber
              aria-label={`第 ${no} 题分值`}
              size="small"
              min={1}
              max={LIMITS.score}
              precision={0}
              disabled={locked}
              value={q.score}
              onChange={(score) => patch({ score: score ?? 1 })}
            />
          </Space>
        </Flex>
        {q.type === 'order' && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {answerFormatHint('order')}，例如步骤按 C、A、B 的顺序执行就填 CAB
          </Typography.Text>
        )}
        <Flex gap={12} wrap align="center">
          <Typography.Text>维度权重</Typography.Text>
          {dimensions.map((d) => (
            <Space key={d.key} size={4}>
              <Typography.Text type="secondary">{d.name || d.key}</Typography.Text>
              <InputNumber
                aria-label={`第 ${no} 题 ${d.name || d.key} 权重`}
                size="small"
                min={0}
                max={LIMITS.weight}
                step={0.5}
                disabled={locked}
                style={{ width: 72 }}
                value={q.weights[d.key] ?? 0}
                onChange={(w) => patch({ weights: { ...q.weights, [d.key]: w ?? 0 } })}
              />
            </Space>
          ))}
        </Flex>
      </Space>
    </Card>
  );
}

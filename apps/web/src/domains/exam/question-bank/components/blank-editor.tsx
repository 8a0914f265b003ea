import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Select } from 'antd';
import { TipIconButton } from '../../../../components/tip-icon-button.tsx';
import { type BlankForm, MAX_ACCEPTED, MAX_BLANKS } from '../question-form.ts';

interface Props {
  value?: BlankForm[];
  onChange?: (blanks: BlankForm[]) => void;
  /** How many `____` the stem has. */
  stemBlanks: number;
}

const fit = (blanks: BlankForm[], count: number): BlankForm[] =>
  Array.from({ length: count }, (_, i) => blanks[i] ?? { answers: [] });

/** The blanks of a fill-in-the-blank question, each with every answer that counts as right. */
export function BlankEditor({ value = [], onChange, stemBlanks }: Props) {
  const change = (next: BlankForm[]) => onChange?.(next);
  const mismatch = stemBlanks > 0 && stemBlanks !== value.length && stemBlanks <= MAX_BLANKS;
  return (
    <div className="ck-blank-editor">
      <Alert
        type={mismatch ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 8 }}
        title={
          mismatch
            ? `题干里有 ${stemBlanks} 处 ____，这里设置了 ${value.length} 个空`
            : '在题干中用 ____（四个下划线）标出每个空；每个空可以填写多个都算对的答案，输入后按回车'
        }
        action={
          mismatch ? (
            <Button size="small" onClick={() => change(fit(value, stemBlanks))}>
              设为 {stemBlanks} 个空
            </Button>
          ) : undefined
        }
      />
      {value.map((blank, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blanks are positional
        <div key={i} className="ck-blank-row">
          <span className="ck-blank-label">第 {i + 1} 空</span>
          <Select
            mode="tags"
            aria-label={`第 ${i + 1} 空的答案`}
            placeholder="输入答案后按回车，可填多个"
            value={blank.answers}
            onChange={(answers: string[]) =>
              change(value.map((b, j) => (j === i ? { answers: answers.slice(0, MAX_ACCEPTED) } : b)))
            }
            open={false}
            suffixIcon={null}
            maxTagTextLength={40}
            style={{ flex: 1, minWidth: 0 }}
          />
          <TipIconButton
            tip={value.length <= 1 ? '至少保留一个空' : '删除这个空'}
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除第 ${i + 1} 空`}
            disabled={value.length <= 1}
            onClick={() => change(value.filter((_, j) => j !== i))}
            size="middle"
          />
        </div>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        block
        disabled={value.length >= MAX_BLANKS}
        onClick={() => change([...value, { answers: [] }])}
      >
        添加一个空
      </Button>
    </div>
  );
}

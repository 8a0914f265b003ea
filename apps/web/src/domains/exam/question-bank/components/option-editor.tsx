import { DeleteOutlined, FontSizeOutlined, PictureOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Popconfirm, Radio, Typography } from 'antd';
import { htmlToText } from '../../../../admin/crud/html-excerpt.ts';
import { TipIconButton } from '../../../../components/tip-icon-button.tsx';
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  type OptionForm,
  optionHtmlToText,
  optionKey,
  optionTextToHtml,
} from '../question-form.ts';
import { RichText } from './rich-text.tsx';

interface Props {
  value?: OptionForm[];
  onChange?: (options: OptionForm[]) => void;
  /** Multiple choice marks any number of correct options; single choice exactly one. */
  multiple: boolean;
}

/**
 * The options of a choice question: A to H in order (removing one re-letters the rest), each plain
 * text or rich text (pictures, code), the correct one(s) marked on the left.
 */
export function OptionEditor({ value = [], onChange, multiple }: Props) {
  const change = (next: OptionForm[]) => onChange?.(next);
  const update = (index: number, patch: Partial<OptionForm>) =>
    change(value.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const mark = (index: number, checked: boolean) =>
    change(
      value.map((o, i) =>
        i === index ? { ...o, correct: checked } : multiple ? o : { ...o, correct: false },
      ),
    );
  const toRich = (index: number) => {
    const text = value[index].content.trim();
    update(index, { rich: true, content: text ? `<p>${optionTextToHtml(text)}</p>` : '' });
  };
  const toPlain = (index: number) => {
    const html = value[index].content;
    update(index, { rich: false, content: optionHtmlToText(html) ?? htmlToText(html) });
  };

  return (
    <div className="ck-option-editor">
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {multiple ? '勾选所有正确选项' : '点选正确选项'}；选项可以写 $公式$，需要图片或代码时切换为富文本。
      </Typography.Text>
      {value.map((o, i) => {
        const key = optionKey(i);
        const lossy = o.rich && optionHtmlToText(o.content) === null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positional (A, B, C ...)
          <div key={i} className="ck-option-row">
            <div className="ck-option-mark">
              {multiple ? (
                <Checkbox
                  checked={o.correct}
                  onChange={(e) => mark(i, e.target.checked)}
                  aria-label={`选项 ${key} 是正确答案`}
                />
              ) : (
                <Radio
                  checked={o.correct}
                  onChange={() => mark(i, true)}
                  aria-label={`选项 ${key} 是正确答案`}
                />
              )}
              <span className={o.correct ? 'ck-option-key ck-option-key-correct' : 'ck-option-key'}>
                {key}
              </span>
            </div>
            <div className="ck-option-content">
              {o.rich ? (
                <RichText
                  label={`选项 ${key}`}
                  value={o.content}
                  onChange={(html) => update(i, { content: html })}
                  minHeight={60}
                />
              ) : (
                <Input.TextArea
                  aria-label={`选项 ${key}`}
                  placeholder={`选项 ${key} 的内容`}
                  value={o.content}
                  autoSize={{ minRows: 1, maxRows: 6 }}
                  maxLength={2000}
                  onChange={(e) => update(i, { content: e.target.value })}
                />
              )}
            </div>
            <div className="ck-option-actions">
              {o.rich ? (
                lossy ? (
                  <Popconfirm
                    title="切换为纯文本会去掉图片和格式，确定切换吗？"
                    okText="切换"
                    cancelText="取消"
                    onConfirm={() => toPlain(i)}
                  >
                    <TipIconButton tip="纯文本" icon={<FontSizeOutlined />} aria-label="切换为纯文本" />
                  </Popconfirm>
                ) : (
                  <TipIconButton
                    tip="纯文本"
                    icon={<FontSizeOutlined />}
                    aria-label="切换为纯文本"
                    onClick={() => toPlain(i)}
                  />
                )
              ) : (
                <TipIconButton
                  tip="富文本（图片、代码）"
                  icon={<PictureOutlined />}
                  aria-label="切换为富文本"
                  onClick={() => toRich(i)}
                />
              )}
              <TipIconButton
                tip={value.length <= MIN_OPTIONS ? `至少保留 ${MIN_OPTIONS} 个选项` : '删除选项'}
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除选项 ${key}`}
                disabled={value.length <= MIN_OPTIONS}
                onClick={() => change(value.filter((_, j) => j !== i))}
              />
            </div>
          </div>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        block
        disabled={value.length >= MAX_OPTIONS}
        onClick={() => change([...value, { content: '', rich: false, correct: false }])}
      >
        {value.length >= MAX_OPTIONS ? `最多 ${MAX_OPTIONS} 个选项` : `添加选项 ${optionKey(value.length)}`}
      </Button>
    </div>
  );
}

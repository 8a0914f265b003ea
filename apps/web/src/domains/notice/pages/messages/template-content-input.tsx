// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose
import { templateVariables } from '@ck/shared';
import { Form, Input, Tag, Typography } from 'antd';

const MAX_CONTENT = 2000;

/** The variables a content uses, or why it would be refused, shown under the input as the user types. */
export function VariableHint({ content }: { content: string }) {
  const parsed = templateVariables(content);
  if ('problem' in parsed) return <Typography.Text type="danger">{parsed.problem}</Typography.Text>;
  return (
    <span>
      用 <Typography.Text code>{'${变量名}'}</Typography.Text> 插入变量，发送时按测试数据替换。
      {parsed.variables.length ? (
        <>
          {' '}
          本模板的变量：
          {parsed.variables.map((name) => (
            <Tag key={name} color="blue">
              {name}
            </Tag>
          ))}
        </>
      ) : (
        ' 当前内容没有变量。'
      )}
    </span>
  );
}

/** 模板内容 with its live variable hint, in place of the generated text area. */
export function TemplateContentInput() {
  const content = Form.useWatch<string | undefined>('templateContent') ?? '';
  return (
    <Form.Item
      name="templateContent"
      label="模板内容"
      rules={[{ required: true, whitespace: true, message: '请填写模板内容' }]}
      extra={<VariableHint content={content} />}
    >
      <Input.TextArea
        rows={5}
        maxLength={MAX_CONTENT}
        showCount
        placeholder="如：${name}同学你好，《${course}》将于 ${time} 开始上课。"
      />
    </Form.Item>
  );
}

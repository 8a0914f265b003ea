// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose
import { isHtmlContent, MESSAGE_TYPES, templateVariables } from '@ck/shared';
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

/** How an email template's content is sent: as HTML when it is written with tags. */
function MailFormatHint({ content }: { content: string }) {
  return (
    <div>
      {isHtmlContent(content)
        ? '内容含 HTML 标签，将作为 HTML 邮件发送（变量值按文字显示）。'
        : '将作为纯文本邮件发送；内容含 HTML 标签（如 <p>、<br/>）时按 HTML 邮件发送。'}
      邮件标题为模板标题。
    </div>
  );
}

/** 模板内容 with its live variable hint, in place of the generated text area. */
export function TemplateContentInput() {
  const content = Form.useWatch<string | undefined>('templateContent') ?? '';
  const type = Form.useWatch<string | undefined>('templateType');
  return (
    <Form.Item
      name="templateContent"
      label="模板内容"
      rules={[{ required: true, whitespace: true, message: '请填写模板内容' }]}
      extra={
        <>
          <VariableHint content={content} />
          {type === MESSAGE_TYPES.email && <MailFormatHint content={content} />}
        </>
      }
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

import { MESSAGE_TYPES, messageTemplateResource } from '@ck/shared';
import { Form, Input } from 'antd';
import { rulesOf } from '../../../../admin/crud/field-rules.ts';

const field = messageTemplateResource.fields.smsTemplateCode;

/**
 * 短信平台模板编号, shown for SMS templates only: SMS platforms send their own reviewed templates, and
 * the template's variables go to them as the platform template's parameters.
 */
export function SmsTemplateCodeInput() {
  const type = Form.useWatch<string | undefined>('templateType');
  if (type !== MESSAGE_TYPES.sms) return null;
  return (
    <Form.Item
      name="smsTemplateCode"
      label={field.label}
      rules={[{ required: true, whitespace: true, message: `请输入${field.label}` }, ...rulesOf(field)]}
      extra="短信平台审核通过的模板编号（阿里云 TemplateCode，如 SMS_123456789）；发送时模板变量作为参数传给该模板，变量名须与平台模板一致"
    >
      <Input maxLength={field.max} placeholder="如：SMS_123456789" allowClear />
    </Form.Item>
  );
}

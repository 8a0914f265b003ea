import { MESSAGE_TYPE_LABELS, type MessageType, templateVariables } from '@ck/shared';
import { Alert, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ResourceRow } from '../../../../admin/crud/resource-api.ts';
import { HttpError } from '../../../../api/http-errors.ts';
import { type SendOutcome, sendTemplateMessage } from '../../message-api.ts';

interface SendValues {
  testData: string;
  receiver: string;
}

const receiverHint: Record<string, string> = {
  '4': '填写本机构用户的账号，多个用逗号分隔；消息进入对方的“我的消息”。',
  '1': '填写本机构用户的账号或 11 位手机号，多个用逗号分隔。',
  '2': '填写本机构用户的账号或邮箱地址，多个用逗号分隔。',
};

/** The test data a template starts from: its saved test JSON, or each variable with an empty value. */
function initialData(template: ResourceRow): string {
  const saved = String(template.templateTestJson ?? '').trim();
  if (saved) return saved;
  const parsed = templateVariables(String(template.templateContent ?? ''));
  const names = 'variables' in parsed ? parsed.variables : [];
  return JSON.stringify(Object.fromEntries(names.map((n) => [n, ''])), null, 2);
}

/** 发送测试: sends the saved template with test data to typed receivers and shows each outcome. */
export function SendTestModal({ template, onClose }: { template: ResourceRow | null; onClose: () => void }) {
  const [form] = Form.useForm<SendValues>();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ outcome: SendOutcome; message: string } | null>(null);
  const type = String(template?.templateType ?? '4');

  useEffect(() => {
    if (!template) return;
    setError('');
    setResult(null);
    form.setFieldsValue({ testData: initialData(template), receiver: '' });
  }, [template, form]);

  const send = async () => {
    if (!template) return;
    let values: SendValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    setError('');
    try {
      setResult(
        await sendTemplateMessage({
          templateCode: String(template.templateCode),
          testData: values.testData,
          receiver: values.receiver,
          msgType: type,
        }),
      );
    } catch (err) {
      setResult(null);
      setError(err instanceof HttpError ? err.message : '发送失败，请稍后重试');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={`发送测试：${String(template?.templateName ?? '')}`}
      open={!!template}
      onCancel={onClose}
      onOk={send}
      okText="发送"
      cancelText="关闭"
      confirmLoading={sending}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        发送方式：{MESSAGE_TYPE_LABELS[type as MessageType] ?? type}。按已保存的模板发送，修改模板后请先保存。
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="messageSendForm">
        <Form.Item
          name="testData"
          label="测试数据（JSON）"
          extra="键为模板中的变量名，例如 {&quot;name&quot;:&quot;李小明&quot;}"
        >
          <Input.TextArea rows={5} maxLength={5000} />
        </Form.Item>
        <Form.Item
          name="receiver"
          label="接收人"
          extra={receiverHint[type]}
          rules={[{ required: true, whitespace: true, message: '请填写接收人' }]}
        >
          <Input maxLength={2000} placeholder="如：student1" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
      {result && (
        <>
          <Alert
            type={result.outcome.failed ? 'warning' : 'success'}
            showIcon
            title={result.message}
            style={{ marginBottom: 12 }}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={result.outcome.records}
            columns={[
              { title: '接收人', dataIndex: 'esReceiver' },
              {
                title: '状态',
                dataIndex: 'esSendStatus',
                render: (s: string) =>
                  s === '1' ? <Tag color="success">发送成功</Tag> : <Tag color="error">发送失败</Tag>,
              },
              { title: '失败原因', dataIndex: 'esResult', render: (r: string | null) => r ?? '-' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

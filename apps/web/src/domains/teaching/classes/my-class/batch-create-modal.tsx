import type { ClassBatchResult, MyClass } from '@ck/shared';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { BatchSizeFields } from '../../../../components/batch-size-fields.tsx';
import { myClassApi } from '../api.ts';
import { parseNames, slipsAsText, slipsOf } from '../join-link.ts';
import { AccountSlips } from './account-slips.tsx';

interface Values {
  mode: 'count' | 'names';
  prefix?: string;
  start?: number;
  count?: number;
  names?: string;
}

/** "批量创建学生": up to 200 accounts at once, all or none; then printable account slips. */
export function BatchCreateModal({
  klass,
  open,
  onClose,
}: {
  klass: MyClass;
  open: boolean;
  onClose: (created: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<ClassBatchResult>();

  const run = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const names = v.mode === 'names' ? parseNames(v.names ?? '') : [];
    if (v.mode === 'names' && !names.length) return setError('请粘贴姓名，每行一个');
    setRunning(true);
    setError(undefined);
    try {
      const made = await myClassApi.batchCreate({
        classId: klass.id,
        prefix: v.prefix || undefined,
        start: v.start || undefined,
        ...(v.mode === 'names' ? { names } : { count: v.count }),
      });
      setResult(made);
      message.success(`已创建 ${made.students.length} 个学生账号`);
    } catch (err) {
      setError(err instanceof HttpError ? err.message : '创建失败，请稍后重试');
    } finally {
      setRunning(false);
    }
  };

  const slips = result ? slipsOf(result, window.location.origin) : [];
  const close = () => {
    if (running) return;
    const created = !!result;
    form.resetFields();
    setResult(undefined);
    setError(undefined);
    onClose(created);
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(slipsAsText(slips)).catch(() => undefined);
    message.success('已复制到剪贴板');
  };

  return (
    <Modal
      title={`批量创建学生 · ${klass.departName}`}
      open={open}
      width={result ? 860 : 600}
      onCancel={close}
      maskClosable={false}
      footer={
        result ? (
          <Space className="ck-no-print">
            <Button onClick={copy}>复制账号与密码</Button>
            <Button onClick={() => window.print()}>打印账号条</Button>
            <Button type="primary" onClick={close}>
              我已保存，关闭
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={close} disabled={running}>
              取消
            </Button>
            <Button type="primary" loading={running} onClick={run}>
              开始创建
            </Button>
          </Space>
        )
      }
    >
      {!result && (
        <Form
          form={form}
          name="classBatchCreate"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 18 }}
          disabled={running}
          initialValues={{ mode: 'count', count: 30 }}
        >
          <BatchSizeFields
            mode={mode}
            max={200}
            namesExtra="每行一个姓名，最多 200 个"
            namesPlaceholder={'张三\n李四'}
          />
          <Form.Item
            name="prefix"
            label="账号前缀"
            extra={`不填时用班级编码 ${klass.orgCode.toLowerCase()}，账号为前缀加三位序号`}
            rules={[
              { pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: '以字母开头，只含字母、数字和下划线' },
            ]}
          >
            <Input placeholder="例如 s3a" allowClear />
          </Form.Item>
          <Form.Item name="start" label="起始序号" extra="不填时从第一个未被占用的序号开始">
            <InputNumber min={1} max={99999} />
          </Form.Item>
        </Form>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {result && (
        <>
          <Alert
            className="ck-no-print"
            type="warning"
            showIcon
            title="初始密码只显示这一次：请立即打印账号条或复制保存后再关闭"
            style={{ marginBottom: 12 }}
          />
          <AccountSlips slips={slips} />
        </>
      )}
    </Modal>
  );
}

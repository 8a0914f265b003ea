import type { CreatedStudent } from '@ck/shared';
import { DEFAULT_PAGE_SIZE } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Progress, Table, TreeSelect } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { BatchSizeFields } from '../../../../components/batch-size-fields.tsx';
import { departApi, userApi } from '../../api/admin.ts';

/** Accounts per request; larger batches go in several requests with a progress bar. */
const CHUNK = 50;

interface Values {
  departId: string;
  prefix: string;
  start: number;
  mode: 'count' | 'names';
  count?: number;
  names?: string;
}

/** Student accounts for a class by prefix + count or a pasted name list; passwords are shown once. */
export function BatchStudentsModal({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (created: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const departs = useQuery({ queryKey: ['admin', 'my-departs'], queryFn: departApi.myTree, enabled: open });
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(0);
  const [total, setTotal] = useState(0);
  const [created, setCreated] = useState<CreatedStudent[]>([]);
  const [error, setError] = useState<string>();

  const run = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const names =
      v.mode === 'names'
        ? (v.names ?? '')
            .split(/[\n,，]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
    const count = v.mode === 'names' ? names.length : (v.count ?? 0);
    if (!count) return setError('请填写数量或姓名名单');
    setRunning(true);
    setError(undefined);
    setCreated([]);
    setDone(0);
    setTotal(count);
    const all: CreatedStudent[] = [];
    try {
      for (let i = 0; i < count; i += CHUNK) {
        const size = Math.min(CHUNK, count - i);
        const part = await userApi.batchStudents({
          departId: v.departId,
          prefix: v.prefix,
          start: v.start + i,
          ...(v.mode === 'names' ? { names: names.slice(i, i + size) } : { count: size }),
        });
        all.push(...part);
        setCreated([...all]);
        setDone(all.length);
      }
      message.success(`已创建 ${all.length} 个学生账号`);
    } catch (err) {
      setError(`${err instanceof HttpError ? err.message : '创建失败'}（已创建 ${all.length} 个）`);
    } finally {
      setRunning(false);
    }
  };

  const copy = async () => {
    const text = created.map((c) => `${c.username}\t${c.realname}\t${c.initialPassword}`).join('\n');
    await navigator.clipboard?.writeText(`账号\t姓名\t初始密码\n${text}`).catch(() => undefined);
    message.success('已复制到剪贴板');
  };

  const close = () => {
    if (running) return;
    const any = created.length > 0;
    form.resetFields();
    setCreated([]);
    setTotal(0);
    setDone(0);
    setError(undefined);
    onClose(any);
  };

  return (
    <Modal
      title="批量创建学生账号"
      open={open}
      width={720}
      onCancel={close}
      maskClosable={false}
      footer={
        created.length && !running
          ? [
              <Button key="copy" onClick={copy}>
                复制账号与密码
              </Button>,
              <Button key="close" type="primary" onClick={close}>
                我已保存，关闭
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={close} disabled={running}>
                取消
              </Button>,
              <Button key="ok" type="primary" loading={running} onClick={run}>
                开始创建
              </Button>,
            ]
      }
    >
      {created.length === 0 && (
        <Form
          form={form}
          name="batchStudents"
          labelCol={{ span: 5 }}
          wrapperCol={{ span: 18 }}
          disabled={running}
          initialValues={{ mode: 'count', start: 1, count: 30 }}
        >
          <Form.Item name="departId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
            <TreeSelect
              treeDefaultExpandAll
              placeholder="选择学生所在的班级"
              loading={departs.isLoading}
              treeData={departs.data ?? []}
              fieldNames={{ label: 'departName', value: 'id' }}
            />
          </Form.Item>
          <Form.Item
            name="prefix"
            label="账号前缀"
            extra="账号为前缀加三位序号，如 s3a001"
            rules={[
              { required: true, message: '请输入账号前缀' },
              { pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: '以字母开头，只含字母、数字和下划线' },
            ]}
          >
            <Input placeholder="例如 s3a" />
          </Form.Item>
          <Form.Item name="start" label="起始序号" rules={[{ required: true, message: '请输入起始序号' }]}>
            <InputNumber min={1} max={99999} />
          </Form.Item>
          <BatchSizeFields mode={mode} max={1000} namesPlaceholder={'每行一个姓名\n张三\n李四'} />
        </Form>
      )}
      {total > 0 && (
        <Progress
          percent={Math.round((done / total) * 100)}
          status={error ? 'exception' : running ? 'active' : 'success'}
        />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} />}
      {created.length > 0 && (
        <>
          <Alert
            type="warning"
            showIcon
            title="初始密码只显示这一次，请立即复制或记录后再关闭"
            style={{ margin: '12px 0' }}
          />
          <Table
            size="small"
            rowKey="username"
            dataSource={created}
            pagination={
              created.length > DEFAULT_PAGE_SIZE
                ? { pageSize: DEFAULT_PAGE_SIZE, size: 'small', showSizeChanger: false }
                : false
            }
            columns={[
              { key: 'username', dataIndex: 'username', title: '账号' },
              { key: 'realname', dataIndex: 'realname', title: '姓名' },
              { key: 'initialPassword', dataIndex: 'initialPassword', title: '初始密码' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

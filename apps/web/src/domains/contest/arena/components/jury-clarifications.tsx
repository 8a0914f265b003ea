import type { ContestClass } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import type { HttpError } from '../../../../api/http-errors.ts';
import { arenaApi, type Clarification, juryApi, juryKey } from '../api.ts';
import { ClarificationList } from './clarification-list.tsx';

const POLL_MS = 30_000;

/** All questions of the contest: answer one privately or to everyone, and publish announcements. */
export function JuryClarifications({ contestId, groups }: { contestId: string; groups: ContestClass[] }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = [...juryKey(contestId), 'clarifications'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => arenaApi.clarifications(contestId),
    refetchInterval: POLL_MS,
  });
  const [answering, setAnswering] = useState<Clarification | null>(null);
  const [answerForm] = Form.useForm<{ answer: string; isPublic: boolean }>();
  const [announceForm] = Form.useForm<{ groupId?: string; answer: string }>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      message.success(done);
      client.invalidateQueries({ queryKey: key });
      return true;
    } catch (err) {
      message.error((err as HttpError).message || '操作失败');
      return false;
    } finally {
      setBusy(false);
    }
  };
  const answer = async (v: { answer: string; isPublic: boolean }) => {
    if (answering && (await run(() => juryApi.answer(answering.id, v.answer, v.isPublic), '已回复')))
      setAnswering(null);
  };
  const announce = async (v: { groupId?: string; answer: string }) => {
    if (await run(() => juryApi.announce(contestId, v.answer, v.groupId), '公告已发布'))
      announceForm.resetFields();
  };
  const items = [...(list.data ?? [])].sort((a, b) => Number(!!a.answer) - Number(!!b.answer));

  return (
    <>
      <Card size="small" title="发布公告" style={{ marginBottom: 16 }}>
        <Form form={announceForm} layout="inline" onFinish={announce} style={{ rowGap: 8 }}>
          <Form.Item name="groupId">
            <Select
              allowClear
              placeholder="全部分组"
              style={{ width: 160 }}
              options={groups.map((g) => ({ value: g.id, label: g.className }))}
            />
          </Form.Item>
          <Form.Item
            name="answer"
            rules={[{ required: true, whitespace: true, message: '请填写公告内容' }]}
            style={{ flex: 1, minWidth: 260 }}
          >
            <Input.TextArea rows={2} maxLength={2000} placeholder="公告内容，所有选手可见" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            发布
          </Button>
        </Form>
      </Card>
      {list.error && <Alert type="error" showIcon message={(list.error as Error).message} />}
      <ClarificationList
        items={items}
        loading={list.isLoading}
        showAsker
        extra={(c) =>
          c.userId ? (
            <Button size="small" type={c.answer ? 'default' : 'primary'} onClick={() => setAnswering(c)}>
              {c.answer ? '修改回复' : '回复'}
            </Button>
          ) : null
        }
      />
      <Modal
        open={!!answering}
        title="回复提问"
        okText="回复"
        cancelText="取消"
        confirmLoading={busy}
        onOk={() => answerForm.submit()}
        onCancel={() => setAnswering(null)}
        destroyOnHidden
      >
        <p>问：{answering?.question}</p>
        <Form
          form={answerForm}
          layout="vertical"
          onFinish={answer}
          initialValues={{ answer: answering?.answer ?? '', isPublic: answering?.isPublic === 1 }}
        >
          <Form.Item
            name="answer"
            label="回复"
            rules={[{ required: true, whitespace: true, message: '请填写回复' }]}
          >
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item name="isPublic" valuePropName="checked">
            <Checkbox>公开给所有选手（否则只有提问者可见）</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

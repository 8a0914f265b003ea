import type { UseQueryResult } from '@tanstack/react-query';
import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import type { HttpError } from '../../../../api/http-errors.ts';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { type ArenaProblem, arenaApi, type Clarification } from '../api.ts';
import { ClarificationList } from './clarification-list.tsx';

interface AskForm {
  problemId?: string;
  question: string;
}

/** Ask the jury a question (about one problem or the contest) and read the answers and announcements. */
export function ArenaClarifications({
  contestId,
  problems,
  query,
  canAsk,
  onAsked,
}: {
  contestId: string;
  problems: ArenaProblem[];
  query: UseQueryResult<Clarification[]>;
  canAsk: boolean;
  onAsked: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AskForm>();
  const [sending, setSending] = useState(false);

  const ask = async (values: AskForm) => {
    setSending(true);
    try {
      await arenaApi.ask(contestId, values.question, values.problemId);
      message.success('问题已发送，裁判回复后会在这里显示');
      form.resetFields();
      onAsked();
    } catch (err) {
      message.error((err as HttpError).message || '发送失败，请稍后再试');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {canAsk && (
        <Form form={form} layout="vertical" onFinish={ask} style={{ marginBottom: 16 }}>
          <Form.Item name="problemId" label="相关题目">
            <Select
              allowClear
              placeholder="整场比赛"
              options={problems.map((p) => ({ value: p.id, label: `${p.label}. ${p.title}` }))}
            />
          </Form.Item>
          <Form.Item name="question" label="问题" rules={requiredTextRules('问题', 2000)}>
            <Input.TextArea rows={3} placeholder="只能询问题意，不回答解题方法" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            提问
          </Button>
        </Form>
      )}
      <ClarificationList items={query.data ?? []} loading={query.isLoading} />
    </>
  );
}

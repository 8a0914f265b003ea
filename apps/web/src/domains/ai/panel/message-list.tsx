import { LoadingOutlined, RobotOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../chat/chat-messages.ts';
import { AnswerView } from './answer-view.tsx';

function AssistantBubble({ message }: { message: ChatMessage }) {
  const loading = message.state === 'loading';
  return (
    <div
      className="ck-ai-msg ck-ai-msg-assistant"
      data-testid="ai-message-assistant"
      data-state={message.state}
      data-outcome={message.outcome ?? ''}
    >
      {message.message ? (
        <AnswerView source={message.message} streaming={loading} />
      ) : loading ? (
        <Typography.Text type="secondary">
          <LoadingOutlined /> 码狗正在思考…
        </Typography.Text>
      ) : null}
      {message.outcome === 'stopped' && (
        <div>
          <Tag style={{ marginTop: 6 }}>已停止回答</Tag>
        </div>
      )}
      {message.outcome === 'error' && (
        <div className="ck-ai-msg-error" role="alert" data-testid="ai-error">
          {message.error ?? '码狗出错了，请稍后再试'}
        </div>
      )}
    </div>
  );
}

/** The conversation; follows a streaming answer while the student stays at the bottom. */
export function MessageList({ messages }: { messages: ChatMessage[] }) {
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const last = messages[messages.length - 1];
  const tail = `${messages.length}:${last?.message.length ?? 0}:${last?.state ?? ''}`;
  useEffect(() => {
    const el = box.current;
    if (el && pinned.current && tail) el.scrollTop = el.scrollHeight;
  }, [tail]);
  return (
    <div
      ref={box}
      className="ck-ai-messages"
      data-testid="ai-messages"
      aria-live="polite"
      onScroll={(e) => {
        const el = e.currentTarget;
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {messages.map((m) =>
        m.role === 'user' ? (
          <div key={m.id} className="ck-ai-msg ck-ai-msg-user" data-testid="ai-message-user">
            {m.message}
          </div>
        ) : (
          <AssistantBubble key={m.id} message={m} />
        ),
      )}
      {!messages.length && (
        <Space orientation="vertical" style={{ margin: 'auto 0', textAlign: 'center', width: '100%' }}>
          <RobotOutlined style={{ fontSize: 40, color: '#1f89f2' }} aria-hidden />
          <Typography.Text type="secondary">我是码狗，编程路上有问题就问我吧！</Typography.Text>
        </Space>
      )}
    </div>
  );
}

import { CloseOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Segmented, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSession } from '../../../stores/session-store.ts';
import { AI_KEY, aiStatus } from '../api.ts';
import { hasContext } from '../chat/ai-context.ts';
import { isAnswering } from '../chat/chat-messages.ts';
import { canSend } from '../chat/send-keys.ts';
import { usageText } from '../scene-labels.ts';
import { useAiChat } from '../stores/ai-chat-store.ts';
import { useAiPanel } from '../stores/ai-panel-store.ts';
import { ChatInput } from './chat-input.tsx';
import { ContextCard } from './context-card.tsx';
import { HistoryList } from './history-list.tsx';
import { MessageList } from './message-list.tsx';

const DEFAULT_SCENE = 'general';

/** The code dog: scene and guide questions, the streamed conversation, the attached context, history. */
export function AiPanel() {
  const queryClient = useQueryClient();
  const username = useSession((s) => s.userInfo?.username ?? '');
  const {
    scene: wanted,
    context,
    requestNo,
    setScene,
    removeContext,
    close,
  } = useAiPanel(
    useShallow((s) => ({
      scene: s.scene,
      context: s.context,
      requestNo: s.requestNo,
      setScene: s.setScene,
      removeContext: s.removeContext,
      close: s.close,
    })),
  );
  const { messages, owner, ask, stop, reset } = useAiChat(
    useShallow((s) => ({ messages: s.messages, owner: s.owner, ask: s.ask, stop: s.stop, reset: s.reset })),
  );
  const [tab, setTab] = useState('chat');
  const [draft, setDraft] = useState('');

  const status = useQuery({
    queryKey: [...AI_KEY, 'status', wanted ?? ''],
    queryFn: () => aiStatus(wanted ?? undefined),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const scenes = status.data?.scenes ?? [];
  const current = scenes.find((s) => s.scene === wanted) ?? scenes[0];
  const scene = current?.scene ?? wanted ?? DEFAULT_SCENE;
  const answering = isAnswering(messages);

  // Another user signed in on this browser: their own, empty conversation.
  useEffect(() => {
    if (owner !== username) reset(username);
  }, [owner, username, reset]);
  // A "问问码狗" press shows the conversation again.
  useEffect(() => {
    if (requestNo) setTab('chat');
  }, [requestNo]);

  const reason = status.error
    ? '码狗暂时连接不上，请稍后再试'
    : status.data && !status.data.available
      ? (status.data.reason ?? '码狗现在不可用')
      : null;
  const disabledReason = reason ?? (status.data ? null : '正在连接码狗…');

  const send = (question: string) => {
    if (!canSend(question) || answering || disabledReason) return;
    setDraft('');
    void ask({
      question,
      scene,
      context: hasContext(context) ? context : null,
      // Today's usage and my history changed; nothing else under the AI key (an open setting form) did.
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: [...AI_KEY, 'status'] });
        void queryClient.invalidateQueries({ queryKey: [...AI_KEY, 'mine'] });
      },
    });
  };

  return (
    <>
      <div className="ck-ai-head">
        <span className="ck-ai-title">
          <RobotOutlined /> 码狗
        </span>
        <Tooltip title="清空当前对话，开始新对话">
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              reset();
              setTab('chat');
            }}
            disabled={!messages.length}
            data-testid="ai-new-chat"
          >
            新对话
          </Button>
        </Tooltip>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label="关闭码狗"
          onClick={close}
          data-testid="ai-close"
        />
      </div>
      <div className="ck-ai-switch">
        <Segmented
          block
          value={tab}
          onChange={(value) => setTab(String(value))}
          options={[
            { value: 'chat', label: '对话' },
            { value: 'history', label: '我的提问' },
          ]}
          data-testid="ai-tabs"
        />
      </div>
      {tab === 'chat' ? (
        <div className="ck-ai-chat">
          <div className="ck-ai-bar">
            <Space wrap size={8}>
              {scenes.length > 0 && (
                <Select
                  size="small"
                  style={{ minWidth: 140 }}
                  value={scene}
                  aria-label="场景"
                  data-testid="ai-scene"
                  onChange={setScene}
                  options={scenes.map((s) => ({ value: s.scene, label: s.name }))}
                />
              )}
              {status.data && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ai-usage">
                  {usageText(status.data.usage)}
                </Typography.Text>
              )}
            </Space>
            {reason && <Alert type="warning" showIcon title={reason} data-testid="ai-unavailable" />}
            {!messages.length && !reason && (current?.guideQuestions.length ?? 0) > 0 && (
              <Space wrap size={[6, 6]} data-testid="ai-guides">
                {current?.guideQuestions.map((q) => (
                  <Tag.CheckableTag
                    key={q}
                    checked={false}
                    style={{ border: '1px solid #d6e4ff', whiteSpace: 'normal' }}
                    onChange={() => send(q)}
                  >
                    {q}
                  </Tag.CheckableTag>
                ))}
              </Space>
            )}
          </div>
          <MessageList messages={messages} />
          {hasContext(context) && (
            <div style={{ padding: '0 12px 8px' }}>
              <ContextCard context={context} onRemove={removeContext} />
            </div>
          )}
          <ChatInput
            value={draft}
            onChange={setDraft}
            onSend={() => send(draft)}
            onStop={stop}
            answering={answering}
            disabledReason={disabledReason}
          />
        </div>
      ) : (
        <HistoryList
          onAskAgain={(question) => {
            setDraft(question);
            setTab('chat');
          }}
        />
      )}
    </>
  );
}

import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { AI_LIMITS } from '@ck/shared';
import { Button, Input, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { canSend, enterAction, insertNewline } from '../chat/send-keys.ts';

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  answering: boolean;
  /** Why the student cannot ask now (shown instead of the placeholder), or null. */
  disabledReason: string | null;
}

/** SPEC.md §5: a 2-10 row textarea; Enter sends, Shift/Ctrl+Enter make a new line, blank sends nothing. */
export function ChatInput({ value, onChange, onSend, onStop, answering, disabledReason }: ChatInputProps) {
  const disabled = disabledReason !== null;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = enterAction({
      key: e.key,
      shiftKey: e.shiftKey,
      ctrlKey: e.ctrlKey,
      metaKey: e.metaKey,
      altKey: e.altKey,
      isComposing: e.nativeEvent.isComposing || e.keyCode === 229,
    });
    if (action === 'default') return;
    e.preventDefault();
    if (action === 'send') {
      if (!answering && canSend(value)) onSend();
      return;
    }
    const el = e.currentTarget;
    const next = insertNewline(value, el.selectionStart, el.selectionEnd);
    onChange(next.value);
    requestAnimationFrame(() => el.setSelectionRange(next.caret, next.caret));
  };
  return (
    <div className="ck-ai-input">
      <Input.TextArea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 10 }}
        maxLength={AI_LIMITS.messageChars}
        disabled={disabled}
        placeholder={disabledReason ?? '向码狗提问：Enter 发送，Shift+Enter 换行'}
        aria-label="向码狗提问"
        data-testid="ai-input"
      />
      <div className="ck-ai-input-actions">
        <Typography.Text type="secondary" style={{ flex: 1, fontSize: 12 }}>
          码狗的回答可能出错，请自己动脑验证哦
        </Typography.Text>
        {answering ? (
          <Button danger icon={<StopOutlined />} onClick={onStop} aria-label="停止回答" data-testid="ai-stop">
            停止
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={disabled || !canSend(value)}
            onClick={onSend}
            aria-label="发送"
            data-testid="ai-send"
          >
            发送
          </Button>
        )}
      </div>
    </div>
  );
}

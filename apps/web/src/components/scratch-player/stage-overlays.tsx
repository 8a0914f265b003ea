import { Button, Input, Progress, Result, Spin } from 'antd';
import { useState } from 'react';
import { formatBytes } from './stage-geometry.ts';
import type { LoadPhase } from './use-scratch-session.ts';

const cover: React.CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  background: 'rgba(255,255,255,0.94)',
  padding: 16,
  textAlign: 'center',
};

function loadingText(phase: Extract<LoadPhase, { kind: 'loading' }>): string {
  const { loaded, total } = phase.progress;
  if (!phase.downloaded) {
    const size = total ? `${formatBytes(loaded)} / ${formatBytes(total)}` : formatBytes(loaded);
    return `正在下载作品（${size}）…`;
  }
  return phase.runtimeReady ? '正在解析作品…' : '正在加载 Scratch 播放器…';
}

/** Download progress, then "loading the player", then "parsing". */
export function LoadingCover({ phase }: { phase: Extract<LoadPhase, { kind: 'loading' }> }) {
  const { loaded, total } = phase.progress;
  const percent = phase.downloaded ? 100 : total ? Math.floor((loaded * 100) / total) : undefined;
  return (
    <div style={cover} role="status" data-testid="scratch-loading">
      <Spin />
      <div>{loadingText(phase)}</div>
      {percent !== undefined && <Progress percent={percent} size="small" style={{ maxWidth: 240 }} />}
    </div>
  );
}

export function ErrorCover({ reason, src, onRetry }: { reason: string; src: string; onRetry: () => void }) {
  return (
    <div style={cover} role="alert" data-testid="scratch-error">
      <Result
        status="error"
        title="作品加载失败"
        subTitle={reason}
        style={{ padding: 0 }}
        extra={[
          <Button key="retry" type="primary" onClick={onRetry}>
            重试
          </Button>,
          <Button key="download" href={src} download>
            下载作品文件
          </Button>,
        ]}
      />
    </div>
  );
}

/** The answer box of an "ask and wait" block. */
export function AskBox({ question, onAnswer }: { question: string; onAnswer: (text: string) => void }) {
  const [text, setText] = useState('');
  const submit = () => {
    onAnswer(text);
    setText('');
  };
  return (
    <div
      style={{
        position: 'absolute',
        left: 8,
        right: 8,
        bottom: 8,
        padding: 8,
        background: '#fff',
        border: '2px solid #4c97ff',
        borderRadius: 8,
      }}
    >
      {question && <div style={{ marginBottom: 6, fontWeight: 600 }}>{question}</div>}
      <Input.Search
        autoFocus
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={submit}
        onKeyDown={(e) => e.stopPropagation()}
        enterButton="确定"
        placeholder="输入回答后按回车"
        aria-label="回答问题"
      />
    </div>
  );
}

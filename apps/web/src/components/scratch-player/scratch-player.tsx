import {
  DownloadOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ThunderboltFilled,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { fitStage, isCapturedKey, STAGE_WIDTH } from './stage-geometry.ts';
import { AskBox, ErrorCover, LoadingCover } from './stage-overlays.tsx';
import { useScratchSession } from './use-scratch-session.ts';

const TOOLBAR_HEIGHT = 48;

function GreenFlag() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 1v14" stroke="#45993d" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M3.5 2.5c3-2 5 1.5 9.5-.5v7c-4.5 2-6.5-1.5-9.5.5z" fill="#4cbf56" stroke="#45993d" />
    </svg>
  );
}

function StopSign() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M5 1h6l4 4v6l-4 4H5l-4-4V5z" fill="#ec5959" stroke="#b84848" />
    </svg>
  );
}

/** Tracks the width of the player's box and whether the player is full screen. */
function useStageBox(frame: React.RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(STAGE_WIDTH);
  const [fullscreen, setFullscreen] = useState(false);
  const [viewport, setViewport] = useState({ w: window.innerWidth, h: window.innerHeight });
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(el);
    const onFullscreen = () => setFullscreen(document.fullscreenElement === el);
    const onResize = () => setViewport({ w: window.innerWidth, h: window.innerHeight });
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('resize', onResize);
    };
  }, [frame]);
  const size = fullscreen ? fitStage(viewport.w, viewport.h - TOOLBAR_HEIGHT) : fitStage(width);
  return { size, fullscreen };
}

/** Plays a Scratch 3 project (`.sb3`) from a URL. */
export function ScratchPlayer({ src, title }: { src: string; title?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const { phase, running, turbo, question, session } = useScratchSession(host, src, attempt);
  const { size, fullscreen } = useStageBox(frame);
  const ready = phase.kind === 'ready';

  useEffect(() => {
    if (ready) session.current?.resize(size.width, size.height);
  }, [ready, session, size.width, size.height]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  }, []);

  const onKey = (e: KeyboardEvent, isDown: boolean) => {
    if (!ready || e.target !== e.currentTarget) return;
    if (isCapturedKey(e.key)) e.preventDefault();
    session.current?.key(e.key, isDown);
  };

  return (
    <div
      ref={frame}
      data-testid="scratch-player"
      data-state={phase.kind}
      data-running={running ? 'true' : 'false'}
      style={{
        width: '100%',
        maxWidth: fullscreen ? undefined : STAGE_WIDTH * 2,
        background: fullscreen ? '#000' : undefined,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: fullscreen ? 'center' : undefined,
      }}
    >
      <div
        style={{
          width: size.width,
          height: TOOLBAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          background: fullscreen ? '#fff' : undefined,
          padding: fullscreen ? '0 8px' : 0,
          boxSizing: 'border-box',
        }}
      >
        <Space size={4}>
          <Tooltip title="开始（绿旗）">
            <Button
              aria-label="开始"
              icon={<GreenFlag />}
              disabled={!ready}
              type={running ? 'primary' : 'default'}
              ghost={running}
              onClick={() => {
                session.current?.greenFlag();
                host.current?.focus();
              }}
            />
          </Tooltip>
          <Tooltip title="停止">
            <Button
              aria-label="停止"
              icon={<StopSign />}
              disabled={!ready}
              onClick={() => session.current?.stop()}
            />
          </Tooltip>
          <Tooltip title={turbo ? '关闭加速模式' : '开启加速模式'}>
            <Button
              aria-label="加速模式"
              aria-pressed={turbo}
              icon={turbo ? <ThunderboltFilled style={{ color: '#faad14' }} /> : <ThunderboltOutlined />}
              disabled={!ready}
              onClick={() => session.current?.setTurbo(!turbo)}
            >
              {turbo ? '加速中' : null}
            </Button>
          </Tooltip>
        </Space>
        {title && (
          <Typography.Text ellipsis strong style={{ flex: 1, textAlign: 'center' }}>
            {title}
          </Typography.Text>
        )}
        <Space size={4}>
          <Tooltip title="下载作品">
            <Button aria-label="下载作品" icon={<DownloadOutlined />} href={src} download />
          </Tooltip>
          <Tooltip title={fullscreen ? '退出全屏' : '全屏'}>
            <Button
              aria-label={fullscreen ? '退出全屏' : '全屏'}
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={toggleFullscreen}
            />
          </Tooltip>
        </Space>
      </div>
      <div
        style={{
          position: 'relative',
          width: size.width,
          height: size.height,
          border: fullscreen ? undefined : '1px solid #d9d9d9',
          borderRadius: fullscreen ? 0 : 6,
          overflow: 'hidden',
          background: '#fff',
          boxSizing: 'content-box',
        }}
      >
        <div
          ref={host}
          tabIndex={0}
          title={title ? `Scratch 作品：${title}` : 'Scratch 作品'}
          style={{ width: '100%', height: '100%', outline: 'none' }}
          onKeyDown={(e) => onKey(e, true)}
          onKeyUp={(e) => onKey(e, false)}
          onPointerDown={() => host.current?.focus()}
        />
        {phase.kind === 'loading' && <LoadingCover phase={phase} />}
        {phase.kind === 'error' && (
          <ErrorCover reason={phase.reason} src={src} onRetry={() => setAttempt((n) => n + 1)} />
        )}
        {ready && question !== null && (
          <AskBox question={question} onAnswer={(text) => session.current?.answer(text)} />
        )}
      </div>
      <span aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        {running ? '作品运行中' : ''}
      </span>
    </div>
  );
}

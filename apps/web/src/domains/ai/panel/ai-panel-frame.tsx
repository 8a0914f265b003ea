import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useViewport } from '../../../hooks/use-viewport.ts';
import { useAiPanel } from '../stores/ai-panel-store.ts';
import { PANEL_WIDTH, widthFromPointer } from '../stores/panel-width.ts';
import { AiPanel } from './ai-panel.tsx';
import './ai-panel.css';

const KEY_STEP = 16;

/**
 * The right-side panel: resizable by dragging its left edge (or with the arrow keys on the edge),
 * the width remembered locally; the whole screen on phones. The new-home layout leaves room for it,
 * elsewhere it lies over the page.
 */
export function AiPanelFrame() {
  const width = useAiPanel((s) => s.width);
  const setWidth = useAiPanel((s) => s.setWidth);
  const mobile = useViewport() === 'mobile';
  const dragging = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    document.body.classList.add('ck-ai-resizing');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setWidth(widthFromPointer(e.clientX, window.innerWidth));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    document.body.classList.remove('ck-ai-resizing');
    setWidth(widthFromPointer(e.clientX, window.innerWidth), true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const delta = e.key === 'ArrowLeft' ? KEY_STEP : e.key === 'ArrowRight' ? -KEY_STEP : 0;
    if (!delta) return;
    e.preventDefault();
    setWidth(width + delta, true);
  };

  return (
    <aside
      className={`ck-ai-frame${mobile ? ' ck-ai-frame-mobile' : ''}`}
      style={mobile ? undefined : { width }}
      aria-label="码狗"
      data-testid="ai-panel"
    >
      {!mobile && (
        <div
          className="ck-ai-resizer"
          role="separator"
          aria-orientation="vertical"
          aria-label="拖动调整码狗面板宽度"
          aria-valuemin={PANEL_WIDTH.min}
          aria-valuemax={PANEL_WIDTH.max}
          aria-valuenow={width}
          tabIndex={0}
          data-testid="ai-resizer"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
      )}
      <AiPanel />
    </aside>
  );
}

import { CloseOutlined } from '@ant-design/icons';
import { greetingOf } from '@ck/shared';
import { Button } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useFeedback } from '../../app/use-feedback.ts';
import { PlainCard as Card } from '../../components/plain-card.tsx';
import { PlainTypography as Typography } from '../../components/plain-typography.tsx';
import { usePrefs } from '../../stores/prefs-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { drawMascot } from './mascot-canvas.ts';
import { useMascotPrefs } from './mascot-prefs.ts';
import {
  clampPosition,
  defaultSpot,
  dropSpot,
  type Edge,
  isClick,
  MASCOT_HEIGHT,
  MASCOT_WIDTH,
  MASCOT_Z_INDEX,
  placeSpot,
  revealedPosition,
} from './mascot-rules.ts';
import { useEditorOnPage } from './use-editor-on-page.ts';

const TIPS = [
  '每天写一点代码，进步看得见！',
  '遇到报错别着急，先读一读错误信息。',
  '把大问题拆成小问题，一步一步来。',
  '作品做完记得保存和提交哦。',
];

/**
 * The code-dog mascot (SPEC §2, §9): a 200 x 124 canvas that can be dragged anywhere, tucks itself
 * away at any edge, and treats a press under 300 ms as a click that opens its greeting panel. It
 * starts tucked away at the right edge, stays below dialogs and drawers, steps aside while a code
 * editor is on the page, and can be turned off in the theme settings (remembered, like where it rests).
 */
export function MascotWidget() {
  const enabled = useMascotPrefs((s) => s.enabled);
  const editorOnPage = useEditorOnPage();
  if (!enabled || editorOnPage) return null;
  return <Mascot />;
}

function Mascot() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const colour = usePrefs((s) => s.primaryColor);
  const userInfo = useSession((s) => s.userInfo);
  const saveSpot = useMascotPrefs((s) => s.setSpot);
  const { message } = useFeedback();
  const [start] = useState(
    () => useMascotPrefs.getState().spot ?? defaultSpot(window.innerWidth, window.innerHeight),
  );
  const [pos, setPos] = useState(() => placeSpot(start, window.innerWidth, window.innerHeight));
  const [hidden, setHidden] = useState<Edge | null>(start.edge);
  const [panelOpen, setPanelOpen] = useState(false);
  const [tip] = useState(() => TIPS[Math.floor(Math.random() * TIPS.length)]);
  const drag = useRef<{ startX: number; startY: number; offX: number; offY: number; at: number } | null>(
    null,
  );

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    drawMascot(ctx, false, colour);
    let blinkTimer = 0;
    const interval = window.setInterval(() => {
      drawMascot(ctx, true, colour);
      blinkTimer = window.setTimeout(() => drawMascot(ctx, false, colour), 180);
    }, 4000);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(blinkTimer);
    };
  }, [colour]);

  useEffect(() => {
    // A tucked-away mascot stays at its edge of the resized window.
    const onResize = () =>
      setPos((p) => {
        const spot = useMascotPrefs.getState().spot ?? start;
        return hidden
          ? placeSpot({ ...spot, edge: hidden }, window.innerWidth, window.innerHeight)
          : clampPosition(p.x, p.y, window.innerWidth, window.innerHeight);
      });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [hidden, start]);

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      startX: e.clientX,
      startY: e.clientY,
      offX: e.clientX - pos.x,
      offY: e.clientY - pos.y,
      at: Date.now(),
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current) return;
    setPos({ x: e.clientX - drag.current.offX, y: e.clientY - drag.current.offY });
  };
  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    const moved = Math.hypot(e.clientX - d.startX, e.clientY - d.startY);
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    if (isClick(Date.now() - d.at) && moved < 6) {
      if (hidden) {
        // A click on the peeking strip brings the mascot back into view, off the edge.
        const back = revealedPosition(hidden, pos.x, pos.y, vw, vh);
        setHidden(null);
        setPos(back);
        saveSpot({ ...back, edge: null });
      } else setPanelOpen((v) => !v);
      return;
    }
    const spot = dropSpot(pos.x, pos.y, vw, vh);
    setHidden(spot.edge);
    setPos(placeSpot(spot, vw, vh));
    saveSpot(spot);
    if (spot.edge) setPanelOpen(false);
  };

  const name = userInfo?.nickname || userInfo?.realname || '同学';
  const panelLeft = Math.min(Math.max(8, pos.x - 60), window.innerWidth - 288);
  const panelTop = Math.max(8, pos.y - 170);

  return (
    <>
      <canvas
        ref={canvasRef}
        width={MASCOT_WIDTH}
        height={MASCOT_HEIGHT}
        className="ck-mascot"
        data-testid="mascot"
        data-hidden={hidden ?? ''}
        title="码狗：按住拖动，点一下打个招呼"
        style={{
          position: 'fixed',
          left: pos.x,
          top: pos.y,
          zIndex: MASCOT_Z_INDEX,
          cursor: 'grab',
          touchAction: 'none',
          transition: drag.current ? undefined : 'left 0.25s, top 0.25s',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      />
      {panelOpen && !hidden && (
        <Card
          size="small"
          data-testid="mascot-panel"
          style={{
            position: 'fixed',
            left: panelLeft,
            top: panelTop,
            width: 280,
            zIndex: MASCOT_Z_INDEX + 1,
            boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
          }}
          title="码狗"
          extra={
            <Button
              type="text"
              size="small"
              aria-label="关闭"
              icon={<CloseOutlined />}
              onClick={() => setPanelOpen(false)}
            />
          }
        >
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            汪！{greetingOf(new Date().getHours())}，{name}！我是你的编程小伙伴码狗。
          </Typography.Paragraph>
          <Typography.Text type="secondary">{tip}</Typography.Text>
          <div style={{ textAlign: 'right', marginTop: 8 }}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={() => {
                useMascotPrefs.getState().setEnabled(false);
                message.info('码狗已关闭，可在「个性化」设置中重新打开');
              }}
            >
              不再显示码狗
            </Button>
          </div>
        </Card>
      )}
    </>
  );
}

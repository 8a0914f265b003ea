import type { CertLayout, CertValues } from '@ck/shared';
import { type PointerEvent, useRef } from 'react';
import { anchorTransform, dragTo, fieldText, placeField } from '../cert-layout.ts';

interface CertSurfaceProps {
  layout: CertLayout;
  values: CertValues;
  backgroundUrl?: string;
  /** Pixels per design pixel. */
  scale: number;
  /** Editing: the selected field, and what happens when one is picked or dragged. */
  selected?: number | null;
  onSelect?: (index: number) => void;
  onMove?: (index: number, pos: { x: number; y: number }) => void;
}

/** A certificate drawn with HTML at a scale; in the editor its fields can be picked and dragged. */
export function CertSurface({
  layout,
  values,
  backgroundUrl,
  scale,
  selected,
  onSelect,
  onMove,
}: CertSurfaceProps) {
  const width = layout.width * scale;
  const height = layout.height * scale;
  const drag = useRef<{ index: number; startX: number; startY: number; x: number; y: number } | null>(null);

  const down = (index: number) => (e: PointerEvent<HTMLDivElement>) => {
    onSelect?.(index);
    if (!onMove) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const f = layout.fields[index];
    drag.current = { index, startX: e.clientX, startY: e.clientY, x: f.x, y: f.y };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || !onMove) return;
    onMove(
      d.index,
      dragTo({ x: d.x, y: d.y }, e.clientX - d.startX, e.clientY - d.startY, { width, height }),
    );
  };
  const up = () => {
    drag.current = null;
  };

  return (
    <div
      style={{
        position: 'relative',
        width,
        height,
        overflow: 'hidden',
        background: '#fff',
        boxShadow: '0 1px 6px rgba(0,0,0,0.15)',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      {backgroundUrl && (
        <img
          src={backgroundUrl}
          alt=""
          draggable={false}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      )}
      {layout.fields.map((field, i) => {
        const p = placeField(field, layout, scale);
        const text = fieldText(field, values) || (onMove ? '（空）' : '');
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fields have no id; their order is their identity
            key={i}
            onPointerDown={down(i)}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
            title={onMove ? '拖动调整位置' : undefined}
            style={{
              position: 'absolute',
              left: p.x,
              top: p.y,
              transform: anchorTransform(field.align),
              font: p.font,
              lineHeight: 1.2,
              color: field.color,
              whiteSpace: 'nowrap',
              cursor: onMove ? 'move' : 'default',
              outline:
                selected === i ? '1px dashed #1677ff' : onMove ? '1px dashed rgba(0,0,0,0.15)' : 'none',
              padding: onMove ? '0 2px' : 0,
            }}
          >
            {text}
          </div>
        );
      })}
    </div>
  );
}

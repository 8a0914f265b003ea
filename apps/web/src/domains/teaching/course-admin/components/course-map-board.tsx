import type { CSSProperties, KeyboardEvent, PointerEvent, RefObject } from 'react';
import { type MapPoint, markerStyle, nudge, type Placement, pointAt } from '../map-position.ts';
import type { MapDrag } from './use-map-drag.ts';

export interface MapUnit {
  id: string;
  unitName: string;
}

interface Props {
  src: string;
  /** In course order: a marker's number is its place. */
  units: MapUnit[];
  placement: Placement;
  /** `preview`: the map as learners see it, markers with names and nothing to move. */
  mode: 'edit' | 'preview';
  imageRef: RefObject<HTMLDivElement | null>;
  drag?: MapDrag | null;
  selected?: string | null;
  onSelect?: (id: string | null) => void;
  onStartDrag?: (id: string, event: PointerEvent) => void;
  onPlace?: (id: string, point: MapPoint | null) => void;
}

const MARKER = 30;
const markerBase: CSSProperties = {
  position: 'absolute',
  width: MARKER,
  height: MARKER,
  marginLeft: -MARKER / 2,
  marginTop: -MARKER / 2,
  borderRadius: '50%',
  border: '2px solid #fff',
  color: '#fff',
  fontWeight: 700,
  fontSize: 13,
  display: 'grid',
  placeItems: 'center',
  boxShadow: '0 2px 6px rgba(0,0,0,0.35)',
  userSelect: 'none',
  touchAction: 'none',
  padding: 0,
};

/**
 * The course map image with a numbered marker per placed unit and a dashed path through them in
 * course order. In edit mode markers are dragged, nudged with the arrow keys (Shift: larger steps)
 * and taken off with Delete; a click on the image places the unit chosen in the list.
 */
export function CourseMapBoard({
  src,
  units,
  placement,
  mode,
  imageRef,
  drag,
  selected,
  onSelect,
  onStartDrag,
  onPlace,
}: Props) {
  const editing = mode === 'edit';
  const live = (id: string): MapPoint | null =>
    drag?.id === id && drag.moved && drag.point ? drag.point : (placement[id] ?? null);
  const placed = units.flatMap((u, i) => {
    const point = live(u.id);
    return point ? [{ unit: u, number: i + 1, point }] : [];
  });

  const keyDown = (id: string, e: KeyboardEvent) => {
    const point = placement[id];
    if (!point || !onPlace) return;
    const step = e.shiftKey ? 5 : 0.5;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    if (moves[e.key]) {
      e.preventDefault();
      onPlace(id, nudge(point, ...moves[e.key]));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      onPlace(id, null);
    }
  };

  return (
    <div
      ref={imageRef}
      style={{
        position: 'relative',
        lineHeight: 0,
        cursor: editing && selected ? 'crosshair' : undefined,
        outline: drag?.point ? '2px dashed #1677ff' : undefined,
      }}
      onClick={(e) => {
        if (!editing || !selected || !imageRef.current) return;
        const point = pointAt(e.clientX, e.clientY, imageRef.current.getBoundingClientRect());
        if (point) onPlace?.(selected, point);
      }}
    >
      <img
        src={src}
        alt="课程地图"
        draggable={false}
        style={{ width: '100%', display: 'block', borderRadius: 8 }}
      />
      <svg
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
      >
        <polyline
          points={placed.map(({ point }) => `${point.x},${point.y}`).join(' ')}
          fill="none"
          stroke="rgba(255,255,255,0.9)"
          strokeWidth={3}
          strokeDasharray="2 5"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {placed.map(({ unit, number, point }) => {
        const active = selected === unit.id || drag?.id === unit.id;
        const style: CSSProperties = {
          ...markerBase,
          ...markerStyle(point),
          background: active ? '#fa541c' : '#1677ff',
          zIndex: active ? 3 : 2,
        };
        if (!editing)
          return (
            <div
              key={unit.id}
              style={{ ...style, boxShadow: '0 2px 8px rgba(0,0,0,0.4)' }}
              title={unit.unitName}
            >
              {number}
              <span
                style={{
                  position: 'absolute',
                  top: MARKER,
                  left: '50%',
                  transform: 'translateX(-50%)',
                  whiteSpace: 'nowrap',
                  lineHeight: 1.4,
                  fontSize: 12,
                  fontWeight: 500,
                  padding: '1px 8px',
                  borderRadius: 10,
                  color: '#262626',
                  background: 'rgba(255,255,255,0.92)',
                  boxShadow: '0 1px 4px rgba(0,0,0,0.2)',
                }}
              >
                {unit.unitName}
              </span>
            </div>
          );
        return (
          <button
            key={unit.id}
            type="button"
            style={{ ...style, cursor: drag ? 'grabbing' : 'grab' }}
            title={`${number}. ${unit.unitName}（拖动移动，方向键微调，Delete 移出地图）`}
            aria-label={`单元 ${number} ${unit.unitName}，位置 ${point.x}%、${point.y}%`}
            onPointerDown={(e) => {
              e.currentTarget.focus();
              onSelect?.(unit.id);
              onStartDrag?.(unit.id, e);
            }}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => keyDown(unit.id, e)}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}

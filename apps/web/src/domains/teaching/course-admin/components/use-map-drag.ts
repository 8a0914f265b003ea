import {
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type MapPoint, pointAt } from '../map-position.ts';

/** A unit being dragged: where the pointer is, and the map point under it (null: off the image). */
export interface MapDrag {
  id: string;
  clientX: number;
  clientY: number;
  point: MapPoint | null;
  /** Set once the pointer has travelled a few pixels: a press without moving is a click, not a drop. */
  moved: boolean;
}

const CLICK_SLOP = 4;

/**
 * Dragging units onto the map image with pointer events (mouse, pen and touch alike): from a marker
 * on the map or from the list beside it. Dropping on the image places the unit there; dropping
 * elsewhere leaves it where it was.
 */
export function useMapDrag(
  image: RefObject<HTMLElement | null>,
  onDrop: (id: string, point: MapPoint) => void,
) {
  const [drag, setDrag] = useState<MapDrag | null>(null);
  const origin = useRef({ x: 0, y: 0 });
  const dropped = useRef(onDrop);
  dropped.current = onDrop;

  const locate = useCallback(
    (id: string, clientX: number, clientY: number, moved: boolean): MapDrag => {
      const box = image.current?.getBoundingClientRect();
      return { id, clientX, clientY, moved, point: box ? pointAt(clientX, clientY, box) : null };
    },
    [image],
  );

  const start = useCallback(
    (id: string, event: ReactPointerEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      origin.current = { x: event.clientX, y: event.clientY };
      setDrag(locate(id, event.clientX, event.clientY, false));
    },
    [locate],
  );

  const active = drag?.id;
  useEffect(() => {
    if (!active) return;
    let moved = false;
    const travelled = (e: PointerEvent) =>
      Math.hypot(e.clientX - origin.current.x, e.clientY - origin.current.y) >= CLICK_SLOP;
    const move = (e: PointerEvent) => {
      moved ||= travelled(e);
      setDrag(locate(active, e.clientX, e.clientY, moved));
    };
    const up = (e: PointerEvent) => {
      const end = locate(active, e.clientX, e.clientY, moved || travelled(e));
      setDrag(null);
      if (end.moved && end.point) dropped.current(active, end.point);
    };
    const cancel = (e: KeyboardEvent | PointerEvent) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      setDrag(null);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', cancel);
    };
  }, [active, locate]);

  return { drag, start };
}

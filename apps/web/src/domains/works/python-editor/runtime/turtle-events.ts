/** Drawing events the turtle module (turtle.py) sends, one JSON object each. */
export type TurtleEvent =
  | { k: 'new'; id: number }
  | { k: 'look'; id: number; visible: boolean; shape: string; pen: string; fill: string; size: number }
  | { k: 'move'; id: number; x: number; y: number; pen: boolean; color: string; width: number; speed: number }
  | { k: 'turn'; id: number; to: number; delta: number; speed: number }
  | { k: 'dot'; id: number; x: number; y: number; size: number; color: string }
  | {
      k: 'fill';
      id: number;
      pts: [number, number][];
      color: string;
      lines: [number, number, number, number, string, number][];
    }
  | {
      k: 'text';
      id: number;
      x: number;
      y: number;
      s: string;
      align: 'left' | 'center' | 'right';
      font: [string, number, string];
      color: string;
    }
  | { k: 'stamp'; id: number }
  | { k: 'clear'; id: number }
  | { k: 'clearall' }
  | { k: 'bg'; color: string }
  | { k: 'title'; s: string };

/** Pixels per millisecond for the turtle speeds 1..10 (0 draws at once). */
const PX_PER_MS = [0, 0.06, 0.1, 0.16, 0.24, 0.34, 0.48, 0.66, 0.9, 1.25, 1.8];

/** How long a move of `distance` or a turn of `degrees` takes at `speed`, in ms. */
export function moveDuration(distance: number, speed: number): number {
  if (speed <= 0) return 0;
  return Math.abs(distance) / PX_PER_MS[Math.min(10, Math.round(speed))];
}
export function turnDuration(degrees: number, speed: number): number {
  if (speed <= 0) return 0;
  return Math.abs(degrees) / (PX_PER_MS[Math.min(10, Math.round(speed))] * 3);
}

/** Font of a `write` call as CSS: ('Arial', 16, 'bold') -> 'bold 16px Arial'. */
export function cssFont([name, size, style]: [string, number, string]): string {
  const parts = style
    .toLowerCase()
    .split(/\s+/)
    .filter((p) => p === 'bold' || p === 'italic');
  const safeName = name.replace(/[^\w\s\u4e00-\u9fff-]/g, '') || 'sans-serif';
  return `${parts.join(' ') || 'normal'} ${Math.max(1, Math.min(200, size))}px "${safeName}", sans-serif`;
}

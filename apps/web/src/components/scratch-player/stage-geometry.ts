/** The Scratch stage's native size; every project is laid out for it. */
export const STAGE_WIDTH = 480;
export const STAGE_HEIGHT = 360;

export interface StageSize {
  width: number;
  height: number;
}

/**
 * The largest 4:3 stage that fits the box. A box without a usable height (0 or less) is fitted by
 * width alone; a stage never shrinks below a quarter of its native size.
 */
export function fitStage(boxWidth: number, boxHeight = 0): StageSize {
  const byWidth = Math.max(boxWidth, 0);
  const byHeight = boxHeight > 0 ? (boxHeight * STAGE_WIDTH) / STAGE_HEIGHT : Number.POSITIVE_INFINITY;
  const width = Math.max(Math.floor(Math.min(byWidth, byHeight)), STAGE_WIDTH / 4);
  return { width, height: Math.round((width * STAGE_HEIGHT) / STAGE_WIDTH) };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the VM's mouse device expects: a position inside the canvas, in CSS pixels, with its size. */
export interface MouseData {
  x: number;
  y: number;
  canvasWidth: number;
  canvasHeight: number;
}

/** A pointer position relative to the stage canvas, clamped to its edges. */
export function mouseDataFor(clientX: number, clientY: number, rect: Box): MouseData {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    x: clamp(clientX - rect.left, rect.width),
    y: clamp(clientY - rect.top, rect.height),
    canvasWidth: rect.width,
    canvasHeight: rect.height,
  };
}

/** Keys whose default action (scrolling, focus moves) would fight a running project. */
const CAPTURED_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Whether a key press on the focused stage goes to the project and not the page. */
export function isCapturedKey(key: string): boolean {
  return CAPTURED_KEYS.has(key);
}

/** Bytes as a short Chinese-friendly size: "512 B", "1.5 KB", "3.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

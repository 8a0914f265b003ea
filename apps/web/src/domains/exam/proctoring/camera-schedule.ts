import { SNAPSHOT_MAX_SIDE, SNAPSHOT_MIN_GAP_SECONDS } from '@ck/shared';

/** Longest wait between two retries of a failed upload. */
export const MAX_RETRY_MS = 60_000;

/**
 * Milliseconds until the next snapshot: the interval after a success; after `failures` failed uploads
 * in a row, a retry that waits twice as long each time (from the server's minimum gap up to a minute).
 */
export function nextShotDelay(intervalSeconds: number, failures: number): number {
  const interval = Math.max(SNAPSHOT_MIN_GAP_SECONDS, Math.floor(intervalSeconds)) * 1000;
  if (failures <= 0) return interval;
  const backoff = SNAPSHOT_MIN_GAP_SECONDS * 1000 * 2 ** Math.min(failures - 1, 10);
  return Math.min(backoff, MAX_RETRY_MS);
}

/**
 * Whether an upload refusal ends the snapshots for good: the exam is over, the camera is off, the
 * attempt or the pairing code is not (any longer) valid. Network errors, time-outs, "too often" (429)
 * and server errors are retried.
 */
export function isFinalRefusal(status: number): boolean {
  return status === 400 || status === 401 || status === 403 || status === 404;
}

/** The size to draw a `width`×`height` frame at so that its longest side is at most `maxSide`. */
export function fitSize(
  width: number,
  height: number,
  maxSide = SNAPSHOT_MAX_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface Point {
  x: number;
  y: number;
}

/** Keeps a `box`-sized preview inside the `view` with a margin, wherever it is dragged to. */
export function clampPosition(
  pos: Point,
  box: { width: number; height: number },
  view: { width: number; height: number },
  margin = 8,
): Point {
  const maxX = Math.max(margin, view.width - box.width - margin);
  const maxY = Math.max(margin, view.height - box.height - margin);
  return {
    x: Math.min(Math.max(pos.x, margin), maxX),
    y: Math.min(Math.max(pos.y, margin), maxY),
  };
}

/** What the camera is doing, as the exam page and the phone page show it. */
export type CameraState = 'starting' | 'active' | 'denied' | 'unavailable' | 'retrying' | 'stopped';

export const CAMERA_STATE_TEXT: Record<CameraState, string> = {
  starting: '正在打开摄像头…',
  active: '摄像头已开启',
  denied: '未授权摄像头，请在浏览器设置中允许',
  unavailable: '未检测到可用的摄像头',
  retrying: '上传失败，重试中',
  stopped: '监考拍照已结束',
};

/** The state a failed `getUserMedia` leaves the camera in. */
export function stateOfMediaError(error: unknown): CameraState {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  return 'unavailable';
}

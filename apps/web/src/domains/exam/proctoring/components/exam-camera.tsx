import { CameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { proctoringApi } from '../api.ts';
import { CAMERA_STATE_TEXT, type CameraState, clampPosition, type Point } from '../camera-schedule.ts';
import { useProctorCamera } from '../use-proctor-camera.ts';
import '../proctoring.css';

export interface ExamCameraProps {
  userPaperId: string;
  /** Seconds between two snapshots: the exam's `cameraInterval` (the camera is not shown when 0). */
  interval: number;
  /** Told every change of the camera's state, e.g. to block answering while it is 'denied'. */
  onStateChange?: (state: CameraState, message: string | null) => void;
}

const TONE: Partial<Record<CameraState, string>> = {
  denied: 'error',
  unavailable: 'error',
  retrying: 'warn',
  stopped: 'warn',
};

/** Where the preview starts: the bottom-right corner. */
function cornerOf(box: { width: number; height: number }): Point {
  return clampPosition(
    { x: window.innerWidth - box.width - 16, y: window.innerHeight - box.height - 16 },
    box,
    { width: window.innerWidth, height: window.innerHeight },
  );
}

/**
 * The webcam of the exam page: a small preview the student may drag anywhere, a snapshot every
 * `interval` seconds uploaded as the attempt's webcam snapshot, and its state in plain words.
 */
export function ExamCamera({ userPaperId, interval, onStateChange }: ExamCameraProps) {
  const upload = useCallback(
    (image: Blob) => proctoringApi.uploadSnapshot({ userPaperId, source: 'pc', image }),
    [userPaperId],
  );
  const shown = interval > 0;
  const camera = useProctorCamera({ facingMode: 'user', interval, upload, enabled: shown });
  const boxRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [pos, setPos] = useState<Point | null>(null);

  // Told on changes only, so an inline callback does not fire on every render.
  const notify = useRef(onStateChange);
  notify.current = onStateChange;
  useEffect(() => {
    notify.current?.(camera.state, camera.message);
  }, [camera.state, camera.message]);

  useEffect(() => {
    const box = boxRef.current;
    if (!shown || !box) return;
    const place = () =>
      setPos((p) => {
        const size = { width: box.offsetWidth, height: box.offsetHeight };
        const view = { width: window.innerWidth, height: window.innerHeight };
        return p ? clampPosition(p, size, view) : cornerOf(size);
      });
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [shown]);

  if (!shown) return null;

  const onPointerDown = (e: React.PointerEvent) => {
    if ((e.target as HTMLElement).closest('button') || !pos) return;
    drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y };
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent) => {
    const box = boxRef.current;
    if (!drag.current || !box) return;
    setPos(
      clampPosition(
        { x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy },
        { width: box.offsetWidth, height: box.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const text =
    camera.message && camera.state !== 'retrying' ? camera.message : CAMERA_STATE_TEXT[camera.state];
  return (
    <div
      ref={boxRef}
      className="xp-camera"
      style={pos ? { left: pos.x, top: pos.y } : { right: 16, bottom: 16 }}
      aria-label="监考摄像头"
    >
      <div
        className="xp-camera-bar"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        title="按住拖动"
      >
        <span>
          <CameraOutlined /> 监考摄像头
        </span>
        {(camera.state === 'denied' || camera.state === 'unavailable') && (
          <Button size="small" type="link" onClick={camera.restart} style={{ color: '#91caff', padding: 0 }}>
            重试
          </Button>
        )}
      </div>
      <video ref={camera.videoRef} muted playsInline autoPlay hidden={camera.state === 'stopped'} />
      <div className="xp-camera-state" data-tone={TONE[camera.state] ?? 'ok'} role="status">
        {text}
      </div>
    </div>
  );
}

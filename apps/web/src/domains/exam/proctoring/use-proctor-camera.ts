import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '../../../api/http-errors.ts';
import { type CameraState, isFinalRefusal, nextShotDelay, stateOfMediaError } from './camera-schedule.ts';
import { captureFrame, stopStream } from './capture.ts';

/** The first snapshot waits this long after the camera starts (exposure settles). */
const WARM_UP_MS = 2_000;
/** A frame that is not ready yet is looked for again this soon. */
const NOT_READY_MS = 1_000;

export interface ProctorCameraOptions {
  /** 'user' for the webcam facing the student, 'environment' for the phone's back camera. */
  facingMode: 'user' | 'environment';
  /** Seconds between two snapshots. */
  interval: number;
  /** Sends one JPEG; a thrown `HttpError` with 400 / 401 / 403 / 404 stops the snapshots. */
  upload: (image: Blob) => Promise<unknown>;
  enabled?: boolean;
}

export interface ProctorCamera {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  state: CameraState;
  /** The server's reason when the snapshots stopped, or why the camera could not start. */
  message: string | null;
  lastShotAt: Date | null;
  shots: number;
  /** Asks for the camera again (after the student allowed it in the browser). */
  restart: () => void;
}

/**
 * Opens the camera, shows it in `videoRef` and uploads a snapshot every `interval` seconds, retrying
 * failed uploads with a growing wait. The stream is stopped on unmount, when disabled, and when the
 * server says the snapshots are over.
 */
export function useProctorCamera({
  facingMode,
  interval,
  upload,
  enabled = true,
}: ProctorCameraOptions): ProctorCamera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const uploadRef = useRef(upload);
  uploadRef.current = upload;
  const [state, setState] = useState<CameraState>('starting');
  const [message, setMessage] = useState<string | null>(null);
  const [lastShotAt, setLastShotAt] = useState<Date | null>(null);
  const [shots, setShots] = useState(0);
  const [round, setRound] = useState(0);
  const restart = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!enabled) return;
    // `round` starts the camera again on restart().
    void round;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let failures = 0;
    setState('starting');
    setMessage(null);
    const schedule = (ms: number) => {
      timer = window.setTimeout(() => void shoot(), ms);
    };
    async function shoot() {
      const video = videoRef.current;
      const image = video ? await captureFrame(video) : null;
      if (cancelled) return;
      if (!image) return schedule(NOT_READY_MS);
      try {
        await uploadRef.current(image);
        if (cancelled) return;
        failures = 0;
        setLastShotAt(new Date());
        setShots((n) => n + 1);
        setState('active');
      } catch (err) {
        if (cancelled) return;
        const status = err instanceof HttpError ? err.status : 0;
        if (isFinalRefusal(status)) {
          setState('stopped');
          setMessage(err instanceof Error ? err.message : null);
          stopStream(stream);
          return;
        }
        failures += 1;
        setState('retrying');
      }
      schedule(nextShotDelay(interval, failures));
    }
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        setMessage('当前浏览器无法使用摄像头，请使用新版浏览器并通过 HTTPS 访问');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: facingMode }, width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      } catch (err) {
        if (!cancelled) setState(stateOfMediaError(err));
        return;
      }
      if (cancelled) return stopStream(stream);
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        video.play().catch(() => undefined);
      }
      for (const track of stream.getVideoTracks())
        track.addEventListener('ended', () => {
          if (cancelled) return;
          window.clearTimeout(timer);
          setState('unavailable');
          setMessage('摄像头已断开，请检查设备后重新开启');
        });
      setState('active');
      schedule(WARM_UP_MS);
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stopStream(stream);
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [enabled, facingMode, interval, round]);

  return { videoRef, state, message, lastShotAt, shots, restart };
}

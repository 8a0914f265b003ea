import { SNAPSHOT_JPEG_QUALITY } from '@ck/shared';
import { fitSize } from './camera-schedule.ts';

/** The video's current frame as a JPEG at most 640 px on its longest side; null while no frame is shown yet. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const size = fitSize(video.videoWidth, video.videoHeight);
  if (!size.width || video.readyState < 2) return Promise.resolve(null);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SNAPSHOT_JPEG_QUALITY));
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

// What the exam page and the results drawer mount.

export type { CameraState } from './camera-schedule.ts';
export { ExamCamera, type ExamCameraProps } from './components/exam-camera.tsx';
export { MobileCameraPairing, type MobileCameraPairingProps } from './components/mobile-camera-pairing.tsx';
export { SnapshotTimeline } from './components/snapshot-timeline.tsx';

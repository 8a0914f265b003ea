import { z } from 'zod';

/**
 * Exam proctoring: webcam snapshots from the exam page, the phone side camera paired by a one-time
 * code (`/kaoshi-online-mobile-camera?code=`), and the teacher's view of an attempt's snapshots.
 */

/** Largest snapshot image accepted. */
export const SNAPSHOT_MAX_BYTES = 1024 * 1024;
/** At most one snapshot per attempt and source within this many seconds. */
export const SNAPSHOT_MIN_GAP_SECONDS = 5;
/** Minutes a phone pairing code stays valid (it ends earlier with the attempt). */
export const PAIRING_TTL_MINUTES = 10;
/** The bare page the phone opens. */
export const MOBILE_CAMERA_PATH = '/kaoshi-online-mobile-camera';
/** Longest side of the JPEG the browser uploads, and its quality. */
export const SNAPSHOT_MAX_SIDE = 640;
export const SNAPSHOT_JPEG_QUALITY = 0.6;

export const SNAPSHOT_SOURCES = ['pc', 'mobile'] as const;
export type SnapshotSource = (typeof SNAPSHOT_SOURCES)[number];
export const snapshotSourceLabel: Record<SnapshotSource, string> = { pc: '电脑摄像头', mobile: '手机侧拍' };

/** The attempt a snapshot or a pairing is for. */
const userPaperId = z.string({ error: '缺少答卷' }).trim().min(1, '缺少答卷').max(36, '答卷编号不正确');

/** The text fields of the multipart snapshot upload (besides `file`). */
export const snapshotFields = z
  .object({
    userPaperId,
    source: z.enum(SNAPSHOT_SOURCES, { error: '拍摄来源只能是 pc 或 mobile' }).default('pc'),
    code: z.string().trim().max(100, '配对码不正确').optional(),
  })
  .refine((v) => !v.code || v.source === 'mobile', { message: '配对码只能用于手机侧拍', path: ['code'] });
export type SnapshotFields = z.infer<typeof snapshotFields>;

export const snapshotResult = z.object({ id: z.string(), createTime: z.string().nullable() });
export type SnapshotResult = z.infer<typeof snapshotResult>;

export const mobilePairingBody = z.object({ userPaperId });
export const mobilePairingResult = z.object({
  /** Site-relative: `/kaoshi-online-mobile-camera?code=...`. */
  pairUrl: z.string(),
  expiresAt: z.string().nullable(),
});
export type MobilePairingResult = z.infer<typeof mobilePairingResult>;

export const pairingCodeQuery = z.object({
  code: z.string({ error: '缺少配对码' }).trim().min(1, '缺少配对码').max(100, '配对码不正确'),
});
export const mobilePairingInfo = z.object({
  userPaperId: z.string(),
  examName: z.string(),
  /** The student's name with all but its first character masked. */
  realname: z.string(),
  /** Seconds between two phone snapshots. */
  interval: z.number().int(),
  expiresAt: z.string().nullable(),
});
export type MobilePairingInfo = z.infer<typeof mobilePairingInfo>;

export const snapshotListQuery = z.object({ userPaperId });
export const examSnapshotSchema = z.object({
  id: z.string(),
  source: z.enum(SNAPSHOT_SOURCES),
  createTime: z.string().nullable(),
  /** A short-lived signed link to the image. */
  url: z.string(),
});
export type ExamSnapshot = z.infer<typeof examSnapshotSchema>;

/** Interval of the phone camera: the exam's webcam interval, or 30 s when only the phone is on. */
export const mobileIntervalOf = (cameraInterval: number) =>
  Math.max(SNAPSHOT_MIN_GAP_SECONDS, cameraInterval > 0 ? cameraInterval : 30);

/** 张三 → 张*, 欧阳小明 → 欧***. */
export function maskName(name: string | null | undefined): string {
  const chars = [...(name ?? '').trim()];
  if (!chars.length) return '考生';
  if (chars.length === 1) return `${chars[0]}*`;
  return chars[0] + '*'.repeat(chars.length - 1);
}

import type {
  ExamSnapshot,
  MobilePairingInfo,
  MobilePairingResult,
  SnapshotResult,
  SnapshotSource,
} from '@ck/shared';
import { getAction, postAction, unwrap, uploadAction } from '../../../api/client.ts';

const EXAM = '/teaching/teachingExam';

/** Cache root of the teachers' snapshot lists. */
export const SNAPSHOTS_KEY = ['exam', 'proctoring', 'snapshots'] as const;

export interface SnapshotUpload {
  userPaperId: string;
  source: SnapshotSource;
  image: Blob;
  /** The phone's pairing code (the phone page has no session). */
  code?: string;
}

export const proctoringApi = {
  /** Quiet: the camera shows its own state instead of a toast every few seconds. */
  uploadSnapshot: async ({ userPaperId, source, image, code }: SnapshotUpload) => {
    const form = new FormData();
    form.append('userPaperId', userPaperId);
    form.append('source', source);
    if (code) form.append('code', code);
    form.append('file', image, `${source}-${Date.now()}.jpg`);
    return unwrap(
      await uploadAction<SnapshotResult>(`${EXAM}/snapshot`, form, { quiet: true, timeoutMs: 20_000 }),
    );
  },
  mobilePairing: async (userPaperId: string) =>
    unwrap(await postAction<MobilePairingResult>(`${EXAM}/mobilePairing`, { userPaperId }, { quiet: true })),
  pairingInfo: async (code: string) =>
    unwrap(await getAction<MobilePairingInfo>(`${EXAM}/mobilePairing/info`, { code }, { quiet: true })),
  snapshots: async (userPaperId: string) =>
    unwrap(await getAction<ExamSnapshot[]>(`${EXAM}/snapshots`, { userPaperId })),
};

import type {
  ExamSnapshot,
  MobilePairingInfo,
  MobilePairingResult,
  SnapshotResult,
  SnapshotSource,
} from '@ck/shared';
import { unwrap, uploadAction } from '../../../api/client.ts';
import { getResult, postResult } from '../../../api/result-calls.ts';

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
  mobilePairing: (userPaperId: string) =>
    postResult<MobilePairingResult>(`${EXAM}/mobilePairing`, { userPaperId }, true),
  pairingInfo: (code: string) => getResult<MobilePairingInfo>(`${EXAM}/mobilePairing/info`, { code }, true),
  snapshots: (userPaperId: string) => getResult<ExamSnapshot[]>(`${EXAM}/snapshots`, { userPaperId }),
};

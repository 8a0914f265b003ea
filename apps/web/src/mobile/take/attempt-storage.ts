import type { AnswerSheet } from './autosave-queue.ts';

/** What this browser keeps of an unfinished attempt: its token and the newest answers it has seen. */
export interface StoredAttempt {
  token: string;
  answers?: AnswerSheet;
  /** The `seq` of the save that carries `answers` (saved or still waiting). */
  seq?: number;
}

const PREFIX = 'ck-mp-attempt';

/** One key per organisation and assessment, so two children's attempts at different places never mix. */
export function attemptKey(orgId: string | undefined, testPowerId: string): string {
  return `${PREFIX}.${orgId ?? '-'}.${testPowerId}`;
}

export function readAttempt(storage: Storage, key: string): StoredAttempt | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as StoredAttempt;
    return typeof value?.token === 'string' && value.token ? value : null;
  } catch {
    return null;
  }
}

export function writeAttempt(storage: Storage, key: string, value: StoredAttempt): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the resume after a reload; the server keeps the answers.
  }
}

export function forgetAttempt(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: see writeAttempt.
  }
}

/**
 * The answers to resume with: the server's, unless this browser holds newer ones it had not yet
 * saved when the page closed (a higher `seq` than the server acknowledged).
 */
export function resumeAnswers(
  server: { answers: AnswerSheet; seq: number },
  local: StoredAttempt | null,
): { answers: AnswerSheet; unsaved: boolean } {
  if (local?.answers && (local.seq ?? 0) > server.seq) return { answers: local.answers, unsaved: true };
  return { answers: server.answers, unsaved: false };
}

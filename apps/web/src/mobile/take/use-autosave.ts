import type { MpAttempt } from '@ck/shared';
import { useEffect, useRef, useState } from 'react';
import { mpApi } from '../api/mp-api.ts';
import { MpError } from '../api/mp-client.ts';
import { writeAttempt } from './attempt-storage.ts';
import { type AnswerSheet, AutosaveQueue, type SaveState } from './autosave-queue.ts';

/** Statuses after which retrying a save cannot help: the attempt is finished, gone or not ours. */
const FATAL = new Set([400, 401, 403, 404, 409]);

/**
 * Autosave of an attempt's answers; every change is also kept in localStorage (with the `seq` it will
 * be saved under) so a reload before the save arrives loses nothing.
 */
export function useAutosave(
  attempt: MpAttempt,
  storageKey: string,
  onFatal: (error: unknown) => void,
  initiallyUnsaved: AnswerSheet | null,
) {
  const [state, setState] = useState<SaveState>('saved');
  const fatalRef = useRef(onFatal);
  fatalRef.current = onFatal;
  const queueRef = useRef<AutosaveQueue | null>(null);
  if (!queueRef.current)
    queueRef.current = new AutosaveQueue({
      startSeq: attempt.seq,
      onState: setState,
      send: async (answers, seq) => {
        await mpApi.saveAnswers(attempt.attemptToken, answers, seq);
      },
      isFatal: (e) => e instanceof MpError && FATAL.has(e.status),
      onFatal: (e) => fatalRef.current(e),
    });
  const queue = queueRef.current;

  useEffect(() => {
    if (initiallyUnsaved) queue.update(initiallyUnsaved);
    const online = () => {
      if (queue.pending) void queue.flush().catch(() => undefined);
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.stop();
    };
  }, [queue, initiallyUnsaved]);

  const change = (answers: AnswerSheet) => {
    writeAttempt(localStorage, storageKey, { token: attempt.attemptToken, answers, seq: queue.lastSeq + 1 });
    queue.update(answers);
  };
  return { state, change, queue };
}

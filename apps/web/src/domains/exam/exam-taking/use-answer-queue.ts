import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AnswerQueue,
  type AnswerValue,
  pendingStorageKey,
  type QueueStatus,
  type SaveFn,
} from './answer-queue.ts';
import { isPermanentRefusal } from './api.ts';

const IDLE: QueueStatus = {
  phase: 'saved',
  pending: 0,
  lastSavedAtMs: null,
  lastSavedAt: null,
  nextRetryAt: null,
  failures: 0,
  error: null,
};

function browserStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Drops what an attempt left in storage (after it is handed in). */
export function forgetPending(userPaperId: string) {
  try {
    browserStorage()?.removeItem(pendingStorageKey(userPaperId));
  } catch {
    // nothing to drop
  }
}

interface Options {
  userPaperId: string;
  save: SaveFn;
  /** Answers found in storage from an earlier page: shown over the server's copy. */
  onRestore: (restored: Record<string, AnswerValue>) => void;
}

/**
 * The attempt's save queue for a page: re-sends what an earlier page left, retries when the network
 * comes back and warns before leaving while anything is unsaved.
 */
export function useAnswerQueue({ userPaperId, save, onRestore }: Options) {
  const [status, setStatus] = useState<QueueStatus>(IDLE);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const queueRef = useRef<AnswerQueue | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  const restoreRef = useRef(onRestore);
  restoreRef.current = onRestore;

  useEffect(() => {
    const queue = new AnswerQueue({
      userPaperId,
      save: (questionId, value) => saveRef.current(questionId, value),
      storage: browserStorage(),
      isPermanent: isPermanentRefusal,
      onStatus: setStatus,
    });
    queueRef.current = queue;
    const restored = queue.restore();
    if (Object.keys(restored).length > 0) restoreRef.current(restored);

    const back = () => {
      setOnline(true);
      queue.retryNow();
    };
    const lost = () => setOnline(false);
    const leaving = (e: BeforeUnloadEvent) => {
      if (!queue.hasPending()) return;
      e.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('online', back);
    window.addEventListener('offline', lost);
    window.addEventListener('beforeunload', leaving);
    return () => {
      window.removeEventListener('online', back);
      window.removeEventListener('offline', lost);
      window.removeEventListener('beforeunload', leaving);
      queue.dispose();
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [userPaperId]);

  const set = useCallback(
    (questionId: string, value: AnswerValue) => queueRef.current?.set(questionId, value),
    [],
  );
  const flush = useCallback(() => queueRef.current?.flush() ?? Promise.resolve(true), []);
  const retryNow = useCallback(() => queueRef.current?.retryNow(), []);
  const hasPending = useCallback(() => queueRef.current?.hasPending() ?? false, []);

  return { status, online, set, flush, retryNow, hasPending };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test-support/memory-storage.ts';
import { AnswerQueue, type AnswerValue, backoffDelay, pendingStorageKey } from './answer-queue.ts';

interface Call {
  questionId: string;
  value: AnswerValue;
  resolve: () => void;
  reject: (e: Error) => void;
}

/** A server whose answers the test releases one by one. */
function manualServer() {
  const calls: Call[] = [];
  const save = (questionId: string, value: AnswerValue) =>
    new Promise<{ savedAtMs: number; savedAt: string }>((resolve, reject) => {
      calls.push({
        questionId,
        value,
        resolve: () => resolve({ savedAtMs: 1_000 + calls.length, savedAt: '2026-01-01 10:00:00' }),
        reject,
      });
    });
  return { calls, save };
}

/** Lets awaited promises settle inside fake time. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let storage: MemoryStorage;

type QueueOptions = ConstructorParameters<typeof AnswerQueue>[0];

/** The queue of attempt `up1` saving to `server` through the test's storage. */
const queueOf = (server: Pick<QueueOptions, 'save'>, options: Partial<QueueOptions> = {}) =>
  new AnswerQueue({ userPaperId: 'up1', save: server.save, storage, debounceMs: 10, ...options });

beforeEach(() => {
  vi.useFakeTimers();
  storage = new MemoryStorage();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answer queue', () => {
  it('debounces a question and sends only its latest value', async () => {
    const server = manualServer();
    const q = queueOf(server, { debounceMs: 800 });
    q.set('q1', { answer: 'A' });
    await vi.advanceTimersByTimeAsync(500);
    q.set('q1', { answer: 'B' });
    await vi.advanceTimersByTimeAsync(500);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls.map((c) => c.value.answer)).toEqual(['B']);
    server.calls[0].resolve();
    await settle();
    expect(q.status().phase).toBe('saved');
    expect(q.status().lastSavedAtMs).toBe(1_001);
    expect(storage.getItem(pendingStorageKey('up1'))).toBeNull();
  });

  it('saves one request at a time in the order questions became due', async () => {
    const server = manualServer();
    const q = queueOf(server, { debounceMs: 100 });
    q.set('q2', { answer: 'x' });
    await vi.advanceTimersByTimeAsync(50);
    q.set('q1', { answer: 'y' });
    q.set('q3', { answer: 'z' });
    await vi.advanceTimersByTimeAsync(200);
    expect(server.calls.map((c) => c.questionId)).toEqual(['q2']);
    server.calls[0].resolve();
    await settle();
    expect(server.calls.map((c) => c.questionId)).toEqual(['q2', 'q1']);
    server.calls[1].resolve();
    await settle();
    server.calls[2].resolve();
    await settle();
    expect(server.calls.map((c) => c.questionId)).toEqual(['q2', 'q1', 'q3']);
    expect(q.hasPending()).toBe(false);
  });

  it('a change made while its save is in flight is sent afterwards, never overwritten by the older one', async () => {
    const server = manualServer();
    const q = queueOf(server, { debounceMs: 100 });
    q.set('q1', { answer: 'old' });
    await vi.advanceTimersByTimeAsync(100);
    expect(server.calls).toHaveLength(1);
    q.set('q1', { answer: 'new' });
    await vi.advanceTimersByTimeAsync(100); // debounce fires while 'old' is in flight
    expect(server.calls).toHaveLength(1);
    server.calls[0].resolve();
    await settle();
    // 'old' is confirmed, but 'new' is still pending and kept in storage.
    expect(q.pendingValue('q1')).toEqual({ answer: 'new' });
    expect(JSON.parse(storage.getItem(pendingStorageKey('up1')) ?? '{}')).toEqual({ q1: { answer: 'new' } });
    expect(server.calls.map((c) => c.value.answer)).toEqual(['old', 'new']);
    server.calls[1].resolve();
    await settle();
    expect(q.hasPending()).toBe(false);
  });

  it('retries a failed save with exponential backoff, keeping it at the head of the line', async () => {
    const server = manualServer();
    const q = queueOf(server, { baseRetryMs: 1000, maxRetryMs: 4000 });
    q.set('q1', { answer: 'A' });
    q.set('q2', { answer: 'B' });
    await vi.advanceTimersByTimeAsync(10);
    server.calls[0].reject(new Error('网络异常'));
    await settle();
    expect(q.status().phase).toBe('retrying');
    expect(q.status().error).toBe('网络异常');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((c) => c.questionId)).toEqual(['q1', 'q1']);
    server.calls[1].reject(new Error('网络异常'));
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(3);
    server.calls[2].resolve();
    await settle();
    expect(server.calls.map((c) => c.questionId)).toEqual(['q1', 'q1', 'q1', 'q2']);
    server.calls[3].resolve();
    await settle();
    expect(q.status()).toMatchObject({ phase: 'saved', failures: 0, error: null });
  });

  it('computes the backoff: doubling, capped', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffDelay(n, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('keeps pending answers in storage and sends them again after a reload', async () => {
    const down = manualServer();
    const first = new AnswerQueue({ userPaperId: 'up9', save: down.save, storage, debounceMs: 10 });
    first.set('q1', { answer: 'int main(){}', language: 'cpp17' });
    first.set('q2', { answer: 'A' });
    await vi.advanceTimersByTimeAsync(10);
    down.calls[0].reject(new Error('offline'));
    await settle();
    first.dispose(); // the page is reloaded

    const server = manualServer();
    const second = new AnswerQueue({ userPaperId: 'up9', save: server.save, storage, debounceMs: 10 });
    expect(second.status().phase).toBe('saved');
    const restored = second.restore();
    expect(restored).toEqual({ q1: { answer: 'int main(){}', language: 'cpp17' }, q2: { answer: 'A' } });
    expect(second.status().phase).toBe('saving');
    await settle();
    expect(server.calls.map((c) => [c.questionId, c.value.language])).toEqual([['q1', 'cpp17']]);
    server.calls[0].resolve();
    await settle();
    server.calls[1].resolve();
    await settle();
    expect(second.status().phase).toBe('saved');
    expect(storage.getItem(pendingStorageKey('up9'))).toBeNull();
    // Another attempt's storage is untouched and corrupt storage is ignored.
    storage.setItem(pendingStorageKey('bad'), '{not json');
    const third = new AnswerQueue({ userPaperId: 'bad', save: server.save, storage });
    expect(third.restore()).toEqual({});
  });

  it('flush sends at once and tells whether everything was saved', async () => {
    const server = manualServer();
    const q = queueOf(server, { debounceMs: 5000 });
    q.set('q1', { answer: 'A' });
    q.set('q2', { answer: 'B' });
    const done = q.flush();
    await settle();
    expect(server.calls).toHaveLength(1);
    server.calls[0].resolve();
    await settle();
    server.calls[1].resolve();
    await expect(done).resolves.toBe(true);

    q.set('q3', { answer: 'C' });
    const failed = q.flush();
    await settle();
    server.calls[2].reject(new Error('网络异常'));
    await expect(failed).resolves.toBe(false);
    expect(q.pendingValue('q3')).toEqual({ answer: 'C' });
    await expect(new AnswerQueue({ userPaperId: 'x', save: server.save }).flush()).resolves.toBe(true);
  });

  it('stops retrying a refused answer but keeps it until it changes', async () => {
    const server = manualServer();
    const q = queueOf(server, { isPermanent: (e) => e instanceof Error && e.message.includes('过长') });
    q.set('q1', { answer: 'x'.repeat(10) });
    q.set('q2', { answer: 'B' });
    await vi.advanceTimersByTimeAsync(10);
    server.calls[0].reject(new Error('答案过长'));
    await settle();
    expect(server.calls.map((c) => c.questionId)).toEqual(['q1', 'q2']);
    server.calls[1].resolve();
    await settle();
    expect(q.status()).toMatchObject({ phase: 'failed', pending: 1, error: '答案过长' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(2);
    q.set('q1', { answer: 'short' });
    await vi.advanceTimersByTimeAsync(10);
    server.calls[2].resolve();
    await settle();
    expect(server.calls[2].value.answer).toBe('short');
    expect(q.status().phase).toBe('saved');
  });

  it('a disposed queue whose save lands late leaves its successor alone', async () => {
    const server = manualServer();
    const statuses: string[] = [];
    const first = queueOf(server, { onStatus: (s) => statuses.push(s.phase) });
    first.set('q1', { answer: 'A' });
    await vi.advanceTimersByTimeAsync(10);
    first.dispose(); // React re-mounts the page while the save is in flight
    const second = queueOf(server);
    second.restore();
    second.set('q2', { answer: 'B' });
    const before = statuses.length;
    server.calls[0].resolve(); // the first queue's save answers late
    await settle();
    expect(statuses.length).toBe(before);
    expect(JSON.parse(storage.getItem(pendingStorageKey('up1')) ?? '{}')).toEqual({
      q1: { answer: 'A' },
      q2: { answer: 'B' },
    });
  });
});

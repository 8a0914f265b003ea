import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnswerSheet, AutosaveQueue, type SaveState } from './autosave-queue.ts';

interface Call {
  answers: AnswerSheet;
  seq: number;
  resolve: () => void;
  reject: (e: unknown) => void;
}

function setup(startSeq = 0, isFatal?: (e: unknown) => boolean) {
  const calls: Call[] = [];
  const states: SaveState[] = [];
  const fatal: unknown[] = [];
  const queue = new AutosaveQueue({
    startSeq,
    debounceMs: 500,
    retryDelayMs: () => 1000,
    onState: (s) => states.push(s),
    isFatal,
    onFatal: (e) => fatal.push(e),
    send: (answers, seq) =>
      new Promise<void>((resolve, reject) => calls.push({ answers, seq, resolve, reject })),
  });
  return { queue, calls, states, fatal };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AutosaveQueue', () => {
  it('debounces changes into one save above the acknowledged seq', async () => {
    const { queue, calls, states } = setup(4);
    queue.update({ q1: 'A' });
    queue.update({ q1: 'B' });
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => [c.seq, c.answers])).toEqual([[5, { q1: 'B' }]]);
    calls[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('saved');
  });

  it('never has two saves in flight and sends them with rising seq', async () => {
    const { queue, calls } = setup();
    queue.update({ q1: 'A' });
    await vi.advanceTimersByTimeAsync(500);
    queue.update({ q1: 'A', q2: 'T' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    calls[0].resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((c) => c.seq)).toEqual([1, 2]);
    expect(calls[1].answers).toEqual({ q1: 'A', q2: 'T' });
  });

  it('goes offline on failure and retries the newest sheet in order with a higher seq', async () => {
    const { queue, calls, states } = setup(10);
    queue.update({ q1: 'A' });
    await vi.advanceTimersByTimeAsync(500);
    calls[0].reject(new Error('network'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('offline');
    queue.update({ q1: 'C' });
    expect(states.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => [c.seq, c.answers.q1])).toEqual([
      [11, 'A'],
      [12, 'C'],
    ]);
    calls[1].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('saved');
    expect(queue.pending).toBe(false);
  });

  it('flush sends at once and resolves when all is saved', async () => {
    const { queue, calls } = setup();
    queue.update({ q1: 'A' });
    const flushed = vi.fn();
    void queue.flush().then(flushed);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0].resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(flushed).toHaveBeenCalled();
    await expect(queue.flush()).resolves.toBeUndefined();
  });

  it('flush rejects when the save fails, and a fatal error stops the queue', async () => {
    const { queue, calls, fatal } = setup(0, (e) => e === 'finished');
    queue.update({ q1: 'A' });
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    calls[0].reject('finished');
    await expect(flushed).rejects.toBe('finished');
    expect(fatal).toEqual(['finished']);
    queue.update({ q1: 'B' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});

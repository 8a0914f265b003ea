import { describe, expect, it } from 'vitest';
import { attemptKey, forgetAttempt, readAttempt, resumeAnswers, writeAttempt } from './attempt-storage.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('attempt storage', () => {
  it('keeps one attempt per organisation and assessment', () => {
    const s = memoryStorage();
    writeAttempt(s, attemptKey('o1', 't1'), { token: 'a' });
    writeAttempt(s, attemptKey('o2', 't1'), { token: 'b' });
    expect(readAttempt(s, attemptKey('o1', 't1'))?.token).toBe('a');
    expect(readAttempt(s, attemptKey('o2', 't1'))?.token).toBe('b');
    expect(readAttempt(s, attemptKey(undefined, 't1'))).toBeNull();
    forgetAttempt(s, attemptKey('o1', 't1'));
    expect(readAttempt(s, attemptKey('o1', 't1'))).toBeNull();
  });

  it('reads corrupt or tokenless entries as nothing', () => {
    const s = memoryStorage();
    s.setItem('k1', '{oops');
    s.setItem('k2', '{"answers":{}}');
    expect(readAttempt(s, 'k1')).toBeNull();
    expect(readAttempt(s, 'k2')).toBeNull();
  });
});

describe('resumeAnswers', () => {
  it("prefers the browser's unsaved answers only when they are newer than the server's", () => {
    const server = { answers: { q1: 'A' }, seq: 3 };
    expect(resumeAnswers(server, { token: 't', answers: { q1: 'B' }, seq: 4 })).toEqual({
      answers: { q1: 'B' },
      unsaved: true,
    });
    expect(resumeAnswers(server, { token: 't', answers: { q1: 'B' }, seq: 3 })).toEqual({
      answers: { q1: 'A' },
      unsaved: false,
    });
    expect(resumeAnswers(server, null).answers).toEqual({ q1: 'A' });
  });
});

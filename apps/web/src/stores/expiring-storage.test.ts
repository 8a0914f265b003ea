import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expiringFieldStorage, readExpiring, writeExpiring } from './expiring-storage.ts';

/** A Map-backed stand-in for the browser's localStorage. */
function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => Array.from(map.keys())[i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('expiring storage (7-day keys)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage());
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads a value until it expires, then removes it', () => {
    writeExpiring('k', 'v', 1000);
    expect(readExpiring('k')).toBe('v');
    vi.advanceTimersByTime(1001);
    expect(readExpiring('k')).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('stores each field under its own key and restarts a field expiry only when it changes', () => {
    const storage = expiringFieldStorage<{ token: string; roles: string[] }>(10_000);
    storage.setItem('s', { state: { token: 't1', roles: ['admin'] }, version: 0 });
    vi.advanceTimersByTime(6000);
    storage.setItem('s', { state: { token: 't1', roles: ['admin', 'teacher'] }, version: 0 });
    vi.advanceTimersByTime(5000);
    // The unchanged token kept its first expiry; the changed roles got a new one.
    expect(storage.getItem('s')).toEqual({ state: { roles: ['admin', 'teacher'] }, version: 0 });
  });

  it('removes blank fields and everything on removeItem', () => {
    const storage = expiringFieldStorage<{ token: string; menu: string[] }>(null);
    storage.setItem('s', { state: { token: 't', menu: ['a'] }, version: 0 });
    storage.setItem('s', { state: { token: '', menu: ['a'] }, version: 0 });
    expect(localStorage.getItem('s.token')).toBeNull();
    storage.removeItem('s');
    expect(localStorage.length).toBe(0);
  });
});

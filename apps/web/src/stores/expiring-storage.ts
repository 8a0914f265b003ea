import type { PersistStorage, StorageValue } from 'zustand/middleware';

interface Stamped {
  value: unknown;
  /** Epoch millis after which the entry is void; null never expires. */
  expire: number | null;
}

function read(key: string): Stamped | undefined {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Stamped;
    if (parsed.expire !== null && parsed.expire < Date.now()) {
      localStorage.removeItem(key);
      return undefined;
    }
    return parsed;
  } catch {
    localStorage.removeItem(key);
    return undefined;
  }
}

/** Reads one stamped value; expired or corrupt entries are removed and read as undefined. */
export function readExpiring<T>(key: string): T | undefined {
  return read(key)?.value as T | undefined;
}

export function writeExpiring(key: string, value: unknown, ttlMs: number | null): void {
  localStorage.setItem(key, JSON.stringify({ value, expire: ttlMs === null ? null : Date.now() + ttlMs }));
}

function keysOf(name: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(`${name}.`)) keys.push(key);
  }
  return keys;
}

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * A zustand storage that keeps every state field under its own localStorage key with its own expiry
 * (the spec's "each login key lives 7 days"). A field's expiry restarts only when its value changes,
 * so unrelated writes do not extend the life of a token.
 */
export function expiringFieldStorage<S extends object>(ttlMs: number | null): PersistStorage<S> {
  const keyOf = (name: string, field: string) => `${name}.${field}`;
  return {
    getItem(name) {
      const state: Record<string, unknown> = {};
      // Collect the keys first: reading an expired entry removes it and would shift the indices.
      for (const key of keysOf(name)) {
        const entry = read(key);
        if (entry) state[key.slice(name.length + 1)] = entry.value;
      }
      return { state: state as S, version: 0 };
    },
    setItem(name, value: StorageValue<S>) {
      for (const [field, fieldValue] of Object.entries(value.state)) {
        const key = keyOf(name, field);
        if (isBlank(fieldValue)) {
          localStorage.removeItem(key);
          continue;
        }
        const existing = read(key);
        if (existing && JSON.stringify(existing.value) === JSON.stringify(fieldValue)) continue;
        writeExpiring(key, fieldValue, ttlMs);
      }
    },
    removeItem(name) {
      for (const key of keysOf(name)) localStorage.removeItem(key);
    },
  };
}

/** A `Storage` stand-in for unit tests, which run without a browser. */
export class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

/** Gives the code under test an empty `localStorage` (call from `beforeEach`). */
export function freshLocalStorage(): void {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
}

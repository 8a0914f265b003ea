// Deterministic randomness for papers: the same seed always draws and shuffles the same way, so a
// student's paper never changes on reload.

/** mulberry32: a small, fast 32-bit PRNG; plenty for drawing questions (not for secrets). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `count` distinct items drawn from `pool` (partial Fisher-Yates on a copy); the pool order must be stable. */
export function drawn<T>(pool: readonly T[], count: number, rand: () => number): T[] {
  const out = [...pool];
  const n = Math.min(count, out.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (out.length - i));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out.slice(0, n);
}

/** A per-purpose seed derived from the attempt's seed, so sections do not share one stream. */
export function subSeed(seed: number, salt: string): number {
  let h = seed ^ 0x9e3779b9;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

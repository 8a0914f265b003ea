import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sysCaptcha } from './tables.ts';

/** Where captcha answers wait for their login: single use, gone after their expiry. */
export interface CaptchaStore {
  put(checkKey: string, answer: string, expiresAt: number): Promise<void>;
  /** The answer of a live key, removed in the same step (a second take finds nothing). */
  take(checkKey: string): Promise<string | undefined>;
  peek(checkKey: string): Promise<string | undefined>;
}

/**
 * One process (embedded database): a bounded map. Past `max` keys the expired ones go first, then the
 * oldest, so a flood of image requests costs memory only up to the bound and never touches the disk.
 */
export class MemoryCaptchaStore implements CaptchaStore {
  private readonly answers = new Map<string, { answer: string; expiresAt: number }>();

  constructor(private readonly max = 50_000) {}

  get size() {
    return this.answers.size;
  }

  async put(checkKey: string, answer: string, expiresAt: number) {
    this.answers.delete(checkKey);
    if (this.answers.size >= this.max) this.evict();
    this.answers.set(checkKey, { answer, expiresAt });
  }

  async take(checkKey: string) {
    const hit = this.answers.get(checkKey);
    this.answers.delete(checkKey);
    return hit && hit.expiresAt > Date.now() ? hit.answer : undefined;
  }

  async peek(checkKey: string) {
    const hit = this.answers.get(checkKey);
    return hit && hit.expiresAt > Date.now() ? hit.answer : undefined;
  }

  private evict() {
    const now = Date.now();
    for (const [key, hit] of this.answers) if (hit.expiresAt <= now) this.answers.delete(key);
    // Insertion order is age order: drop the oldest until there is room again.
    for (const key of this.answers.keys()) {
      if (this.answers.size < this.max) break;
      this.answers.delete(key);
    }
  }
}

/**
 * Several app nodes on one PostgreSQL: the image and the login may reach different nodes, so answers
 * live in `sys_captcha`. Expired rows are pruned at most every `pruneEveryMs`, not on every image.
 */
export class TableCaptchaStore implements CaptchaStore {
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly pruneEveryMs = 30_000,
  ) {}

  async put(checkKey: string, answer: string, expiresAt: number) {
    await this.prune();
    const at = new Date(expiresAt);
    await this.db
      .insert(sysCaptcha)
      .values({ checkKey, answer, expiresAt: at })
      .onConflictDoUpdate({ target: sysCaptcha.checkKey, set: { answer, expiresAt: at } });
  }

  async take(checkKey: string) {
    const [row] = await this.db
      .delete(sysCaptcha)
      .where(and(eq(sysCaptcha.checkKey, checkKey), gt(sysCaptcha.expiresAt, new Date())))
      .returning({ answer: sysCaptcha.answer });
    return row?.answer;
  }

  async peek(checkKey: string) {
    const [row] = await this.db
      .select()
      .from(sysCaptcha)
      .where(and(eq(sysCaptcha.checkKey, checkKey), gt(sysCaptcha.expiresAt, new Date())));
    return row?.answer;
  }

  /** Deletes the expired rows when the last pruning is older than `pruneEveryMs`. */
  async prune(force = false) {
    const now = Date.now();
    if (!force && now - this.prunedAt < this.pruneEveryMs) return;
    this.prunedAt = now;
    await this.db.delete(sysCaptcha).where(lt(sysCaptcha.expiresAt, new Date(now)));
  }
}

import { USER_IMPORT_PHASES, type UserImportPhase, type UserImportProgress } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';

/** Phases of an import, in order; `done` ends it, successfully or not. */
export const IMPORT_PHASES = USER_IMPORT_PHASES;
export type ImportPhase = UserImportPhase;
const PHASE_TEXT: Record<ImportPhase, string> = {
  parse: '解析',
  validate: '校验',
  write: '写入',
  done: '完成',
};

/** What `GET importProgress` answers: rows processed of the phase's total (0 while the file is parsed). */
export type ImportProgress = UserImportProgress;

interface Owner {
  tenantId: string;
  userId: string;
}

interface Entry {
  owner: Owner;
  progress: ImportProgress;
  /** Dropped after this moment (milliseconds); every report pushes it on. */
  until: number;
}

/** Reports of one running import; counts only move forward and phases only in their order. */
export interface ImportTracker {
  phase(phase: Exclude<ImportPhase, 'done'>, total: number): void;
  advance(processed: number): void;
  finish(success: boolean, message: string): void;
}

const ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** A tracker that records nothing, for imports started without an id (scripts, old clients). */
export const NO_TRACKING: ImportTracker = { phase() {}, advance() {}, finish() {} };

/**
 * Progress of the imports running on this node, kept in memory: bounded in number, forgotten a few
 * minutes after their last report, and readable only by the user who started them.
 */
export class ImportProgressStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Registers a new import; the id comes from the client, so it is checked and never reused. */
  start(id: string, owner: Owner): ImportTracker {
    if (!ID_PATTERN.test(id)) throw badRequest('导入编号格式不正确：应为 8 到 64 位字母、数字或连字符');
    this.sweep();
    if (this.entries.has(id)) throw conflict('该导入编号已被使用，请重新选择文件导入');
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const entry: Entry = {
      owner: { ...owner },
      progress: {
        id,
        phase: 'parse',
        phaseText: PHASE_TEXT.parse,
        processed: 0,
        total: 0,
        success: null,
        message: null,
      },
      until: this.now() + this.ttlMs,
    };
    this.entries.set(id, entry);
    return this.trackerOf(entry);
  }

  /** The progress of an import started by this very user, or null (unknown, expired or someone else's). */
  get(id: string, owner: Owner): ImportProgress | null {
    this.sweep();
    const entry = this.entries.get(id);
    if (!entry || entry.owner.tenantId !== owner.tenantId || entry.owner.userId !== owner.userId) return null;
    return { ...entry.progress };
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep() {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.until <= now) this.entries.delete(id);
  }

  private trackerOf(entry: Entry): ImportTracker {
    const p = entry.progress;
    const touch = () => {
      entry.until = this.now() + this.ttlMs;
    };
    const rank = (phase: ImportPhase) => IMPORT_PHASES.indexOf(phase);
    return {
      phase: (phase, total) => {
        if (rank(phase) <= rank(p.phase)) return;
        p.phase = phase;
        p.phaseText = PHASE_TEXT[phase];
        p.total = Math.max(0, Math.floor(total));
        p.processed = 0;
        touch();
      },
      advance: (processed) => {
        if (p.phase === 'done') return;
        p.processed = Math.min(p.total, Math.max(p.processed, Math.floor(processed)));
        touch();
      },
      finish: (success, message) => {
        if (p.phase === 'done') return;
        p.phase = 'done';
        p.phaseText = PHASE_TEXT.done;
        if (success) p.processed = p.total;
        p.success = success;
        p.message = message;
        touch();
      },
    };
  }
}

const stores = new WeakMap<AppContext, ImportProgressStore>();

/** The progress store of one app (each app instance, and each test app, has its own). */
export function importProgressOf(ctx: AppContext): ImportProgressStore {
  let store = stores.get(ctx);
  if (!store) {
    store = new ImportProgressStore();
    stores.set(ctx, store);
  }
  return store;
}

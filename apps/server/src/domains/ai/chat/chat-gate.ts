import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import type { AiConfig } from '../ai-config.ts';

/** A slot of an answer being streamed; release it exactly once when the answer ends. */
export interface StreamSlot {
  release(): void;
}

export type GateAnswer = { slot: StreamSlot } | { refusal: string };

const waitText = (ms: number) => `提问太频繁了，请 ${Math.max(1, Math.ceil(ms / 1000))} 秒后再试`;

/**
 * The per-node limits in front of the provider: questions per minute per user and per IP, and
 * answers streaming at once per user. Every question counts towards the rate, refused or not.
 */
export class ChatGate {
  private readonly byUser: FailureLimiter;
  private readonly byIp: FailureLimiter;
  private readonly open = new Map<string, number>();

  constructor(private readonly config: AiConfig) {
    this.byUser = new FailureLimiter(config.userPerMinute, 60_000);
    this.byIp = new FailureLimiter(config.ipPerMinute, 60_000);
  }

  enter(tenantId: string, userId: string, ip: string): GateAnswer {
    const user = `${tenantId}:${userId}`;
    if (this.byUser.blocked(user)) return { refusal: waitText(this.byUser.retryAfterMs(user)) };
    if (this.byIp.blocked(ip)) return { refusal: waitText(this.byIp.retryAfterMs(ip)) };
    this.byUser.fail(user);
    this.byIp.fail(ip);
    const streaming = this.open.get(user) ?? 0;
    if (streaming >= this.config.maxStreamsPerUser)
      return {
        refusal: `你已有 ${streaming} 个回答正在进行，请等它结束或停止后再问`,
      };
    this.open.set(user, streaming + 1);
    let released = false;
    return {
      slot: {
        release: () => {
          if (released) return;
          released = true;
          const left = (this.open.get(user) ?? 1) - 1;
          if (left > 0) this.open.set(user, left);
          else this.open.delete(user);
        },
      },
    };
  }

  /** Answers streaming right now, all users (the benchmark and tests read it). */
  openStreams(): number {
    let n = 0;
    for (const v of this.open.values()) n += v;
    return n;
  }
}

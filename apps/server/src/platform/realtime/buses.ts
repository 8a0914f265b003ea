import type pg from 'pg';
import { listen, type PgListener } from '../../db/pg-listener.ts';

/** What travels between app nodes: who should receive a frame, and the frame itself. */
export interface PushMessage {
  tenantId: string;
  /** null: every connected user of the tenant. */
  userIds: string[] | null;
  frame: Record<string, unknown>;
  /**
   * Instead of sending the frame: close these users' sockets that belong to the named sessions (null:
   * every session of theirs). Used when sessions end (logout, password change, freeze).
   */
  end?: { sessionIds: string[] | null };
}

export interface PushBus {
  publish(message: PushMessage): Promise<void>;
  close(): Promise<void>;
}

type Deliver = (message: PushMessage) => void;

/** One process (embedded PGlite): publishing delivers straight to this node's sockets. */
export class InProcessBus implements PushBus {
  constructor(private readonly deliver: Deliver) {}

  async publish(message: PushMessage) {
    this.deliver(message);
  }

  async close() {}
}

export const PUSH_CHANNEL = 'ck_realtime';
// NOTIFY payloads are limited to 8000 bytes; long recipient lists are split over several notifications.
const MAX_PAYLOAD = 7000;

function splitForNotify(message: PushMessage): string[] {
  const whole = JSON.stringify(message);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD || !message.userIds || message.userIds.length < 2)
    return [whole];
  const half = Math.ceil(message.userIds.length / 2);
  return [
    ...splitForNotify({ ...message, userIds: message.userIds.slice(0, half) }),
    ...splitForNotify({ ...message, userIds: message.userIds.slice(half) }),
  ];
}

function isEnd(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const ids = (value as Record<string, unknown>).sessionIds;
  return ids === null || (Array.isArray(ids) && ids.every((id) => typeof id === 'string'));
}

function isPushMessage(value: unknown): value is PushMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.tenantId === 'string' &&
    (m.userIds === null || (Array.isArray(m.userIds) && m.userIds.every((u) => typeof u === 'string'))) &&
    typeof m.frame === 'object' &&
    m.frame !== null &&
    (m.end === undefined || isEnd(m.end))
  );
}

/**
 * Several app nodes on one PostgreSQL: a push is NOTIFYed through the pool and every node (this one
 * included) delivers it from its own LISTEN connection, a dedicated client outside the pool.
 */
export class PgNotifyBus implements PushBus {
  private listener: PgListener | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly deliver: Deliver,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** A lost LISTEN connection is replaced after a short pause; pushes in between are missed. */
  async start() {
    this.listener = await listen({
      connection: this.pool.options,
      channels: [PUSH_CHANNEL],
      onNotification: (_channel, payload) => {
        if (!payload) return;
        try {
          const message: unknown = JSON.parse(payload);
          if (isPushMessage(message)) this.deliver(message);
        } catch (err) {
          this.onError(err);
        }
      },
      onError: this.onError,
    });
  }

  async publish(message: PushMessage) {
    for (const payload of splitForNotify(message))
      await this.pool.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
  }

  async close() {
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
  }
}

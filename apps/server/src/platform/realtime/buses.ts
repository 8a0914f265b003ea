import pg from 'pg';

/** What travels between app nodes: who should receive a frame, and the frame itself. */
export interface PushMessage {
  tenantId: string;
  /** null: every connected user of the tenant. */
  userIds: string[] | null;
  frame: Record<string, unknown>;
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

function isPushMessage(value: unknown): value is PushMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.tenantId === 'string' &&
    (m.userIds === null || (Array.isArray(m.userIds) && m.userIds.every((u) => typeof u === 'string'))) &&
    typeof m.frame === 'object' &&
    m.frame !== null
  );
}

/**
 * Several app nodes on one PostgreSQL: a push is NOTIFYed through the pool and every node (this one
 * included) delivers it from its own LISTEN connection, a dedicated client outside the pool.
 */
export class PgNotifyBus implements PushBus {
  private listener: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly deliver: Deliver,
    private readonly onError: (err: unknown) => void,
  ) {}

  async start() {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (n) => {
      if (n.channel !== PUSH_CHANNEL || !n.payload) return;
      try {
        const message: unknown = JSON.parse(n.payload);
        if (isPushMessage(message)) this.deliver(message);
      } catch (err) {
        this.onError(err);
      }
    });
    client.on('error', (err) => {
      this.onError(err);
      this.reconnect(client);
    });
    await client.connect();
    await client.query(`LISTEN ${PUSH_CHANNEL}`);
    this.listener = client;
  }

  /** A lost LISTEN connection is replaced after a short pause; pushes in between are missed. */
  private reconnect(old: pg.Client) {
    if (this.closed || this.listener !== old) return;
    this.listener = null;
    old.end().catch(() => undefined);
    setTimeout(() => {
      if (!this.closed) this.start().catch((err) => this.onError(err));
    }, 1000).unref();
  }

  async publish(message: PushMessage) {
    for (const payload of splitForNotify(message))
      await this.pool.query('SELECT pg_notify($1, $2)', [PUSH_CHANNEL, payload]);
  }

  async close() {
    this.closed = true;
    const client = this.listener;
    this.listener = null;
    if (client) await client.end().catch(() => undefined);
  }
}

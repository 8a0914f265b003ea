import pg from 'pg';

export interface PgListenerOptions {
  /** Where to connect: usually the pool's own options (`pool.options`). */
  connection: pg.ClientConfig;
  /** Channels to LISTEN on: plain lower-case identifiers. */
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /** A lost connection or a failed reconnect; the listener keeps trying until closed. */
  onError(err: unknown): void;
  /** Pause before reconnecting, 1 s by default. */
  retryMs?: number;
}

export interface PgListener {
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * A LISTEN connection of its own, outside the pool (a pooled client would be handed to other queries).
 * The first connection must succeed, so start-up fails loudly on a bad database. Afterwards a lost
 * connection is replaced after a pause, again and again until `close`; notifications sent while it is
 * down are missed, so whoever listens treats them as hints or as at-most-once deliveries.
 */
export async function listen(opts: PgListenerOptions): Promise<PgListener> {
  for (const channel of opts.channels)
    if (!CHANNEL.test(channel)) throw new Error(`无效的通知频道名：${channel}`);
  const retryMs = opts.retryMs ?? 1000;
  let client: pg.Client | null = null;
  let closed = false;

  // Called on both 'error' and 'end': only the first report of the current client reconnects.
  const lost = (c: pg.Client, err?: unknown) => {
    if (err) opts.onError(err);
    if (client !== c) return;
    client = null;
    c.end().catch(() => undefined);
    retryLater();
  };

  const retryLater = () => {
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connect().catch((err) => {
        opts.onError(err);
        retryLater();
      });
    }, retryMs).unref();
  };

  const connect = async () => {
    const c = new pg.Client(opts.connection);
    c.on('notification', (n) => {
      if (opts.channels.includes(n.channel)) opts.onNotification(n.channel, n.payload ?? '');
    });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    try {
      await c.connect();
      for (const channel of opts.channels) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    if (closed) await c.end().catch(() => undefined);
    else client = c;
  };

  await connect();
  return {
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { listen, type PgListener } from '../../db/pg-listener.ts';
import type { DomainEvents } from './domain-events.ts';
import { decodeEvent, EVENTS_CHANNEL, encodeEvent } from './event-codec.ts';

/** The names of an event map (DomainEvents unless a test brings its own). */
export type EventName<E extends object = DomainEvents> = keyof E & string;
export type EventHandler<P> = (payload: P) => void | Promise<void>;

/** Where failures go: pino's logger (`app.log`) fits. */
export interface EventLogger {
  error(details: { err: unknown; event?: string }, msg: string): void;
}

/** What a publisher needs; judge worker processes have only this. */
export interface EventPublisher<E extends object = DomainEvents> {
  /**
   * Checks the payload (a plain JSON object under MAX_EVENT_BYTES, else EventPayloadError) and hands
   * the event on. Handlers run later, never inside this call. A transport failure is logged, not
   * thrown: the write that caused the event has happened already.
   */
  publish<N extends EventName<E>>(name: N, payload: E[N]): Promise<void>;
}

async function notify(pool: pg.Pool, log: EventLogger, name: string, text: string) {
  try {
    await pool.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, text]);
  } catch (err) {
    log.error({ err, event: name }, '事件发布失败');
  }
}

/**
 * Domain events inside the app: a domain publishes what happened, others subscribe, and neither reads
 * the other's tables. On embedded PGlite (one process) an event goes straight to this process's
 * handlers. On PostgreSQL it is NOTIFYed and every node, the publisher included, delivers it from its
 * own LISTEN connection, so each subscribed node handles each event once.
 *
 * Delivery is at-most-once per node: an event published while a node's LISTEN connection is down, or
 * while the node restarts, is lost to that node, and nothing is stored or retried. Handlers that must
 * not miss anything reconcile from the owning domain's public service as well.
 */
export class EventBus<E extends object = DomainEvents> implements EventPublisher<E> {
  private readonly handlers = new Map<string, Set<EventHandler<unknown>>>();
  private listener: PgListener | null = null;
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool | null,
    private readonly log: EventLogger,
  ) {}

  /** One process: events go to this process's handlers. */
  static local<E extends object = DomainEvents>(log: EventLogger): EventBus<E> {
    return new EventBus<E>(null, log);
  }

  /** Several nodes on one PostgreSQL: NOTIFY through the pool, deliver from this node's LISTEN connection. */
  static async overPostgres<E extends object = DomainEvents>(
    pool: pg.Pool,
    log: EventLogger,
  ): Promise<EventBus<E>> {
    const bus = new EventBus<E>(pool, log);
    bus.listener = await listen({
      connection: pool.options,
      channels: [EVENTS_CHANNEL],
      onNotification: (_channel, text) => bus.receive(text),
      onError: (err) => log.error({ err }, '事件总线的监听连接中断，稍后重连'),
    });
    return bus;
  }

  async publish<N extends EventName<E>>(name: N, payload: E[N]): Promise<void> {
    const text = encodeEvent(name, payload);
    if (this.pool) await notify(this.pool, this.log, name, text);
    else setImmediate(() => this.receive(text));
  }

  /** Calls `handler` for every `name` event from now on; answers the function that stops it. */
  subscribe<N extends EventName<E>>(name: N, handler: EventHandler<E[N]>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    // A wrapper of our own, so subscribing one function twice gives two independent subscriptions.
    const entry: EventHandler<unknown> = (payload) => handler(payload as E[N]);
    set.add(entry);
    return () => {
      set.delete(entry);
      if (!set.size && this.handlers.get(name) === set) this.handlers.delete(name);
    };
  }

  /** Stops delivering on this node; handlers already running finish. */
  async close() {
    this.closed = true;
    this.handlers.clear();
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
  }

  private receive(text: string) {
    if (this.closed) return;
    const event = decodeEvent(text);
    if (!event) {
      this.log.error({ err: new Error(text.slice(0, 200)) }, '收到无法识别的事件');
      return;
    }
    for (const handler of [...(this.handlers.get(event.name) ?? [])]) {
      // Each handler gets its own copy and its own promise: one that throws or mutates its payload
      // does not disturb the others.
      const payload = structuredClone(event.payload);
      Promise.resolve()
        .then(() => handler(payload))
        .catch((err: unknown) => this.log.error({ err, event: event.name }, '事件处理函数出错'));
    }
  }
}

/** Publish-only, for processes that run without the app (judge workers): no LISTEN connection. */
export function pgEventPublisher<E extends object = DomainEvents>(
  pool: pg.Pool,
  log: EventLogger,
): EventPublisher<E> {
  return {
    publish: async (name, payload) => notify(pool, log, name, encodeEvent(name, payload)),
  };
}

/** The app's bus: over PostgreSQL when there is one, in this process on embedded PGlite. */
export function createEventBus(database: Pick<Database, 'pool'>, log: EventLogger): Promise<EventBus> {
  return database.pool ? EventBus.overPostgres(database.pool, log) : Promise.resolve(EventBus.local(log));
}

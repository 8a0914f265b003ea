import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import type { Database } from '../../db/client.ts';
import { InProcessBus, PgNotifyBus, type PushBus, type PushMessage } from './buses.ts';

/** Who a connected socket belongs to. */
export interface SocketOwner {
  tenantId: string;
  userId: string;
}

/** Sessions that have just ended: their sockets must close on every node. */
export interface SessionsEnded {
  tenantId: string;
  userId: string;
  /** null: every session of the user (password change, freeze, deletion). */
  sessionIds: string[] | null;
}

/** A session store that tells when sessions end. */
export interface SessionEndings {
  onEnded(listener: (ended: SessionsEnded) => Promise<void>): void;
}

// A closed socket whose peer does not finish the closing handshake is cut off after this delay.
const CLOSE_GRACE_MS = 1000;

/**
 * Sockets connected to this node, by tenant and user, and the bus that carries pushes to every node.
 * Domains push through `publish`; they never see sockets.
 */
export class RealtimeHub {
  private readonly tenants = new Map<string, Map<string, Set<WebSocket>>>();
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  private bus: PushBus;
  private count = 0;

  private constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    const deliver = (m: PushMessage) => this.deliver(m);
    this.bus = database.pool
      ? new PgNotifyBus(database.pool, deliver, (err) => log.error({ err }, 'realtime bus error'))
      : new InProcessBus(deliver);
  }

  static async create(database: Database, log: FastifyBaseLogger): Promise<RealtimeHub> {
    const hub = new RealtimeHub(database, log);
    if (hub.bus instanceof PgNotifyBus) await hub.bus.start();
    return hub;
  }

  /** Sends a frame to every connected user of the tenant (`userIds` null) or to the named users, on every node. */
  async publish(tenantId: string, userIds: string[] | null, frame: Record<string, unknown>) {
    try {
      await this.bus.publish({ tenantId, userIds, frame });
    } catch (err) {
      // A lost push is not worth failing the write that caused it: clients also poll.
      this.log.error({ err }, 'realtime publish failed');
    }
  }

  /** Closes the sockets of ended sessions, on every node. */
  async endSessions({ tenantId, userId, sessionIds }: SessionsEnded) {
    try {
      await this.bus.publish({ tenantId, userIds: [userId], frame: {}, end: { sessionIds } });
    } catch (err) {
      // The periodic sweep re-checks every socket's session and closes it anyway.
      this.log.error({ err }, 'realtime session end failed');
    }
  }

  add(owner: SocketOwner, socket: WebSocket, sessionId?: string) {
    if (sessionId) this.sessionOf.set(socket, sessionId);
    let users = this.tenants.get(owner.tenantId);
    if (!users) {
      users = new Map();
      this.tenants.set(owner.tenantId, users);
    }
    let sockets = users.get(owner.userId);
    if (!sockets) {
      sockets = new Set();
      users.set(owner.userId, sockets);
    }
    sockets.add(socket);
    this.count++;
  }

  remove(owner: SocketOwner, socket: WebSocket) {
    const users = this.tenants.get(owner.tenantId);
    const sockets = users?.get(owner.userId);
    if (!users || !sockets?.delete(socket)) return;
    this.count--;
    if (!sockets.size) users.delete(owner.userId);
    if (!users.size) this.tenants.delete(owner.tenantId);
  }

  /** Open sockets on this node. */
  get connections() {
    return this.count;
  }

  private deliver({ tenantId, userIds, frame, end }: PushMessage) {
    const users = this.tenants.get(tenantId);
    if (!users) return;
    if (end) {
      for (const id of new Set(userIds ?? users.keys())) {
        for (const s of [...(users.get(id) ?? [])]) {
          const sessionId = this.sessionOf.get(s);
          if (end.sessionIds && !(sessionId && end.sessionIds.includes(sessionId))) continue;
          this.remove({ tenantId, userId: id }, s);
          closeSocket(s);
        }
      }
      return;
    }
    // Encoded once for every recipient; sent as a text frame.
    const payload = Buffer.from(JSON.stringify(frame));
    const send = (sockets: Set<WebSocket> | undefined) => {
      for (const s of sockets ?? []) if (s.readyState === s.OPEN) s.send(payload, { binary: false });
    };
    if (userIds === null) for (const sockets of users.values()) send(sockets);
    else for (const id of new Set(userIds)) send(users.get(id));
  }

  async close() {
    await this.bus.close();
  }
}

/** Ends a socket whose session is over: a close frame, then a hard cut if the peer does not answer. */
export function closeSocket(socket: WebSocket) {
  if (socket.readyState === socket.CLOSED) return;
  socket.close(4001, 'session ended');
  setTimeout(() => {
    if (socket.readyState !== socket.CLOSED) socket.terminate();
  }, CLOSE_GRACE_MS).unref();
}

import type { FastifyBaseLogger } from 'fastify';
import type WebSocket from 'ws';
import type { Database } from '../../db/client.ts';
import { InProcessBus, PgNotifyBus, type PushBus, type PushMessage } from './buses.ts';

/** Who a connected socket belongs to. */
export interface SocketOwner {
  tenantId: string;
  userId: string;
}

/**
 * Sockets connected to this node, by tenant and user, and the bus that carries pushes to every node.
 * Domains push through `publish`; they never see sockets.
 */
export class RealtimeHub {
  private readonly tenants = new Map<string, Map<string, Set<WebSocket>>>();
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

  add(owner: SocketOwner, socket: WebSocket) {
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

  private deliver({ tenantId, userIds, frame }: PushMessage) {
    const users = this.tenants.get(tenantId);
    if (!users) return;
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

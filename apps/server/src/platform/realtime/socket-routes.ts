import { HEARTBEAT_TEXTS } from '@ck/shared';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import type { AuthContext, SessionResolver } from '../auth/auth-context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { tenantBlockOf } from '../tenancy/tenant-state.ts';
import { closeSocket, type RealtimeHub, type SessionEndings } from './realtime-hub.ts';

const TAGS = ['realtime'];

const HEARTBEAT_ANSWER = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' });
const HEARTBEATS = new Set<string>(HEARTBEAT_TEXTS);
// Sockets that answer no protocol ping within this period are dropped (dead peers, lost networks), and
// every socket's session is checked again (a session ended while a node missed the notification).
const SWEEP_MS = 60_000;

/** The token of a socket: `?token=`, or the first Sec-WebSocket-Protocol entry (JeecgBoot clients). */
function socketToken(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.token === 'string' && query.token) return query.token;
  const protocols = request.headers['sec-websocket-protocol'];
  const first = typeof protocols === 'string' ? protocols.split(',')[0]?.trim() : undefined;
  return first || undefined;
}

/** The session still belongs to the socket's user, and that user's tenant is neither disabled nor expired. */
function stillValid(current: AuthContext | null, userId: string): boolean {
  return current?.userId === userId && !tenantBlockOf(current.tenantId, current.tenant);
}

function isHeartbeat(text: string): boolean {
  const t = text.trim();
  if (HEARTBEATS.has(t)) return true;
  if (!t.startsWith('{')) return false;
  try {
    const cmd: unknown = (JSON.parse(t) as { cmd?: unknown }).cmd;
    return typeof cmd === 'string' && HEARTBEATS.has(cmd);
  } catch {
    return false;
  }
}

/**
 * `/websocket/:userId`: server-to-client pushes only. The socket must carry a live session of that very
 * user; client frames are heartbeats or ignored, never relayed to anybody.
 */
export async function socketRoutes(
  app: FastifyInstance,
  sessions: SessionResolver & SessionEndings,
  hub: RealtimeHub,
  { sweepMs = SWEEP_MS }: { sweepMs?: number } = {},
) {
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  const owners = new WeakMap<FastifyRequest, AuthContext>();
  const alive = new Map<WebSocket, boolean>();
  const holders = new Map<WebSocket, { token: string; userId: string }>();

  // Logout, a password change or a freeze closes the sockets of the ended sessions on every node.
  sessions.onEnded((ended) => hub.endSessions(ended));

  /** Closes the socket unless its token still resolves to its user, of a tenant still open. */
  const recheck = (socket: WebSocket) => {
    const holder = holders.get(socket);
    if (!holder) return;
    sessions
      .resolve(holder.token)
      .then((current) => {
        if (!stillValid(current, holder.userId)) closeSocket(socket);
      })
      .catch((err) => app.log.error({ err }, 'socket session check failed'));
  };

  const sweep = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
      recheck(socket);
    }
  }, sweepMs);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // JeecgBoot 3 clients connect under the API prefix; both paths are the same socket.
  for (const path of ['/websocket/:userId', '/api/websocket/:userId'])
    app.get<{ Params: { userId: string } }>(
      path,
      {
        websocket: true,
        // Authenticated below, before the upgrade: a token may also come in Sec-WebSocket-Protocol.
        config: { guard: 'public' },
        preValidation: async (request) => {
          const token = socketToken(request);
          const auth = token ? await sessions.resolve(token) : null;
          if (!auth) throw unauthorized(token ? 'Token失效，请重新登录' : '未登录，请先登录');
          if (auth.userId !== request.params.userId) throw unauthorized('令牌与用户不匹配');
          const block = tenantBlockOf(auth.tenantId, auth.tenant);
          if (block) throw forbidden(block.message);
          owners.set(request, auth);
        },
        schema: {
          summary: 'WebSocket 推送（`?token=`，令牌也可放在 `Sec-WebSocket-Protocol`），只接受该用户的令牌',
          tags: TAGS,
        },
      },
      (socket, request) => {
        const auth = owners.get(request);
        const token = socketToken(request);
        if (!auth || !token) {
          socket.close(4001, 'unauthorized');
          return;
        }
        const owner = { tenantId: auth.tenantId, userId: auth.userId };
        hub.add(owner, socket, auth.sessionId);
        alive.set(socket, true);
        holders.set(socket, { token, userId: auth.userId });
        socket.on('pong', () => alive.set(socket, true));
        socket.on('message', (data, isBinary) => {
          alive.set(socket, true);
          if (isBinary || !isHeartbeat(data.toString())) return;
          // A heartbeat also re-checks the session: logout or a frozen account ends the socket.
          sessions
            .resolve(token)
            .then((current) => {
              if (stillValid(current, auth.userId)) socket.send(HEARTBEAT_ANSWER);
              else closeSocket(socket);
            })
            .catch(() => socket.close(1011, 'error'));
        });
        socket.on('close', () => {
          hub.remove(owner, socket);
          alive.delete(socket);
          holders.delete(socket);
        });
      },
    );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { sysLog } from './tables.ts';

export const LOG_LOGIN = 1;
export const LOG_OPERATE = 2;

export interface LogEntry {
  logType: number;
  content: string;
  operateType?: string;
  userId?: string | null;
  username?: string | null;
  tenantId?: string | null;
}

export async function writeLog(db: Db, request: FastifyRequest, entry: LogEntry) {
  await db.insert(sysLog).values({
    id: uuidv7(),
    ...entry,
    ip: request.ip,
    method: request.method,
    path: request.url.split('?')[0].slice(0, 500),
  });
}

/** Every successful write through a permission-guarded route is recorded: who, what, when, from where. */
export function installOperationLog(app: FastifyInstance, db: Db) {
  app.addHook('onResponse', async (request, reply) => {
    const guard = request.routeOptions.config?.guard;
    if (typeof guard !== 'object' || request.method === 'GET' || reply.statusCode >= 400 || !request.auth)
      return;
    await writeLog(db, request, {
      logType: LOG_OPERATE,
      operateType: guard.perm,
      content: `${request.method} ${request.routeOptions.url}`,
      userId: request.auth.userId,
      username: request.auth.username,
      tenantId: request.auth.tenantId,
    }).catch((err) => request.log.error({ err }, 'operation log failed'));
  });
}

import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { type LogEntry, writeLog } from '../../../platform/audit/audit-log.ts';

/** Who is calling, as the sign-in and account services need it: rate limits, sessions, the audit log. */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  /** Writes a line of the audit log with the request's IP, method and path. */
  log: (entry: LogEntry) => Promise<void>;
}

export function callerOf(db: Db, req: FastifyRequest): Caller {
  return { ip: req.ip, userAgent: req.headers['user-agent'], log: (entry) => writeLog(db, req, entry) };
}

import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { userNameFields } from '../record-fields.ts';

// ---- requests ----

/** Online sessions, optionally of one `username`. */
export const sessionListQuery = z.object({
  ...pagingFields({ maxSize: 200, defaultSize: 20 }),
  username: z.string().trim().max(64).optional(),
});

/** `forceLogout?id=`: the session to revoke. */
export const sessionIdQuery = z.object({
  id: z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36),
});
export type SessionIdQuery = z.infer<typeof sessionIdQuery>;

// ---- responses ----

/** `monitor/server`: this node and its database. Sizes in bytes, times in seconds, usage in percent. */
export const serverFactsSchema = z.object({
  cpu: z.object({
    model: z.string(),
    cores: z.number().int(),
    usage: z.number(),
    loadAvg: z.array(z.number()),
  }),
  memory: z.object({
    total: z.number(),
    free: z.number(),
    used: z.number(),
    processRss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
  }),
  uptime: z.object({ system: z.number(), process: z.number() }),
  node: z.object({
    version: z.string(),
    platform: z.string(),
    hostname: z.string(),
    pid: z.number().int(),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    version: z.string(),
    sizeBytes: z.number(),
  }),
});
export type ServerFacts = z.infer<typeof serverFactsSchema>;

/** `monitor/requests`: requests and 5xx answers of the last hour, per minute, oldest first. */
export const requestHourSchema = z.object({
  requests: z.number().int(),
  errors: z.number().int(),
  perMinute: z.number(),
  /** Percent of requests answered 5xx. */
  errorRate: z.number(),
  series: z.array(
    z.object({
      /** Minutes since the epoch. */
      minute: z.number().int(),
      /** The minute's start, ISO 8601. */
      time: z.string(),
      requests: z.number().int(),
      errors: z.number().int(),
    }),
  ),
});
export type RequestHour = z.infer<typeof requestHourSchema>;

/** An online session (`monitor/sessions`); `current` marks the caller's own. */
export const onlineSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  ...userNameFields,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createTime: z.string().nullable(),
  lastSeen: z.string().nullable(),
  expiresAt: z.string().nullable(),
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

import type { PageResult } from '@ck/shared';
import { deleteAction, getAction, type Params, unwrap } from '../../../api/client.ts';

export interface SessionRecord {
  id: string;
  username: string;
  realname: string | null;
  ip: string | null;
  userAgent: string | null;
  createTime: string;
  lastSeen: string;
  expiresAt: string;
  current: boolean;
}

export interface RequestHour {
  requests: number;
  errors: number;
  perMinute: number;
  errorRate: number;
  series: { time: string; requests: number; errors: number }[];
}

export interface ServerFacts {
  cpu: { model: string; cores: number; usage: number; loadAvg: number[] };
  memory: {
    total: number;
    free: number;
    used: number;
    processRss: number;
    heapUsed: number;
    heapTotal: number;
  };
  uptime: { system: number; process: number };
  node: { version: string; platform: string; hostname: string; pid: number };
  database: { kind: string; version: string; sizeBytes: number };
}

export const loadServerFacts = async () => unwrap(await getAction<ServerFacts>('/sys/monitor/server'));
export const loadRequestHour = async () => unwrap(await getAction<RequestHour>('/sys/monitor/requests'));
export const listSessions = async (params: Params) =>
  unwrap(await getAction<PageResult<SessionRecord>>('/sys/monitor/sessions', params));
export const forceLogout = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/monitor/forceLogout', { id }));

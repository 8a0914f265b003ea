import type { PageResult } from '@ck/shared';
import {
  deleteAction,
  getAction,
  type Params,
  postAction,
  putAction,
  unwrap,
  uploadAction,
} from '../../../api/client.ts';

export interface CategoryNode {
  id: string;
  key: string;
  title: string;
  name: string;
  code: string;
  pid: string;
  sortNo: number;
  hasChild: '0' | '1';
  isLeaf: boolean;
  children?: CategoryNode[];
}

export interface LogRecord {
  id: string;
  logType: number;
  operateType: string | null;
  username: string | null;
  content: string;
  ip: string | null;
  method: string | null;
  path: string | null;
  createTime: string;
}

export interface FileRecord {
  id: string;
  name: string;
  path: string;
  size: number;
  type: string;
  storage: string;
  biz: string | null;
  isPublic: boolean;
  createBy: string | null;
  createTime: string;
  url: string;
}

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

export interface VisitDay {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

export interface Analysis {
  userCount: number;
  classCount: number;
  todayLogins: number;
  todayIp: number;
  totalVisits: number;
  todayOperations: number;
  todayFailedLogins: number;
  series: VisitDay[];
}

export const deleteDictItemByText = async (dictCode: string, text: string) =>
  unwrap(await deleteAction<null>('/sys/dict/deleteItemByText', { dictCode, text }));

export const loadCategoryTree = async () =>
  unwrap(await getAction<CategoryNode[]>('/sys/category/loadTreeData'));
export const addCategory = async (body: { pid?: string; name: string; sortNo?: number }) =>
  unwrap(await postAction<CategoryNode>('/sys/category/add', body));
export const editCategory = async (body: { id: string; name: string; sortNo?: number }) =>
  unwrap(await putAction<null>('/sys/category/edit', body));
export const deleteCategory = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/category/delete', { id }));

export const listLogs = async (params: Params) =>
  unwrap(await getAction<PageResult<LogRecord>>('/sys/log/list', params));

export const listFiles = async (params: Params) =>
  unwrap(await getAction<PageResult<FileRecord>>('/sys/file/list', params));
export const deleteFile = async (id: string) => unwrap(await deleteAction<null>('/sys/file/delete', { id }));
export async function uploadFile(file: File, biz: string, isPublic = true): Promise<string> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('isPublic', isPublic ? '1' : '0');
  form.append('file', file);
  return unwrap(await uploadAction<string>('/sys/common/upload', form, { timeoutMs: 300_000 }));
}

export const loadAllConfig = async () => unwrap(await getAction<Record<string, string>>('/sys/config/list'));
export const saveConfig = async (body: Record<string, unknown>) =>
  unwrap(await putAction<Record<string, string>>('/sys/config/edit', body, { quiet: true }));

export const loadServerFacts = async () => unwrap(await getAction<ServerFacts>('/sys/monitor/server'));
export const loadRequestHour = async () => unwrap(await getAction<RequestHour>('/sys/monitor/requests'));
export const listSessions = async (params: Params) =>
  unwrap(await getAction<PageResult<SessionRecord>>('/sys/monitor/sessions', params));
export const forceLogout = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/monitor/forceLogout', { id }));

export const loadAnalysis = async (days = 30) =>
  unwrap(await getAction<Analysis>('/sys/dashboard/analysis', { days }));

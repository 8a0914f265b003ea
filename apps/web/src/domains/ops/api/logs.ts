import type { PageResult } from '@ck/shared';
import { downloadFile, getAction, type Params, unwrap } from '../../../api/client.ts';

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

export const listLogs = async (params: Params) =>
  unwrap(await getAction<PageResult<LogRecord>>('/sys/log/list', params));

export const exportLogs = (params: Params, fileName: string) =>
  downloadFile('/sys/log/exportXls', params, fileName);

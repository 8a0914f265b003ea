import type { PageResult, SysLog } from '@ck/shared';
import { downloadFile, type Params } from '../../../api/client.ts';
import { getResult } from '../../../api/result-calls.ts';

export const listLogs = (params: Params) => getResult<PageResult<SysLog>>('/sys/log/list', params);

export const exportLogs = (params: Params, fileName: string) =>
  downloadFile('/sys/log/exportXls', params, fileName);

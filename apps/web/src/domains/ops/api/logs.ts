import type { PageResult, SysLog } from '@ck/shared';
import { downloadFile, getAction, type Params, unwrap } from '../../../api/client.ts';

export const listLogs = async (params: Params) =>
  unwrap(await getAction<PageResult<SysLog>>('/sys/log/list', params));

export const exportLogs = (params: Params, fileName: string) =>
  downloadFile('/sys/log/exportXls', params, fileName);

import type { OnlineSession, PageResult, RequestHour, ServerFacts } from '@ck/shared';
import type { Params } from '../../../api/client.ts';
import { deleteResult, getResult } from '../../../api/result-calls.ts';

export const loadServerFacts = () => getResult<ServerFacts>('/sys/monitor/server');
export const loadRequestHour = () => getResult<RequestHour>('/sys/monitor/requests');
export const listSessions = (params: Params) =>
  getResult<PageResult<OnlineSession>>('/sys/monitor/sessions', params);
export const forceLogout = (id: string) => deleteResult<null>('/sys/monitor/forceLogout', { id });

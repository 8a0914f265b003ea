import type { OnlineSession, PageResult, RequestHour, ServerFacts } from '@ck/shared';
import { deleteAction, getAction, type Params, unwrap } from '../../../api/client.ts';

export const loadServerFacts = async () => unwrap(await getAction<ServerFacts>('/sys/monitor/server'));
export const loadRequestHour = async () => unwrap(await getAction<RequestHour>('/sys/monitor/requests'));
export const listSessions = async (params: Params) =>
  unwrap(await getAction<PageResult<OnlineSession>>('/sys/monitor/sessions', params));
export const forceLogout = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/monitor/forceLogout', { id }));

import type {
  AiConnectionTest,
  AiConversation,
  AiSettingSave,
  AiSettingView,
  AiStatus,
  PageResult,
} from '@ck/shared';
import { downloadFile, getAction, type Params, postAction, unwrap } from '../../api/client.ts';
import { getResult, postResult } from '../../api/result-calls.ts';

export const AI_KEY = ['ai'] as const;
const SETTING = '/teaching/teachingAiSetting';
const CONVERSATION = '/teaching/teachingAiConversation';

/** Whether the signed-in user may ask now, the enabled scenes and today's use. */
export const aiStatus = (scene?: string) => getResult<AiStatus>(`${SETTING}/status`, { scene }, true);

export const aiSetting = () => getResult<AiSettingView>(`${SETTING}/get`);
export const saveAiSetting = (body: AiSettingSave) =>
  postResult<AiSettingView>(`${SETTING}/save`, body, true);
/** Asks the provider one line with the form's unsaved values; the provider's call may take a while. */
export const testAiSetting = async (body: AiSettingSave) =>
  unwrap(await postAction<AiConnectionTest>(`${SETTING}/test`, body, { quiet: true, timeoutMs: 320_000 }));

export const listConversations = (params: Params) =>
  getResult<PageResult<AiConversation>>(`${CONVERSATION}/list`, params);
export const myConversations = (params: Params) =>
  getResult<PageResult<AiConversation>>(`${CONVERSATION}/mine`, params, true);
export const exportConversations = (params: Params, fileName: string) =>
  downloadFile(`${CONVERSATION}/exportXls`, params, fileName);

/** Roles for the "who may use it" select. */
export const roleOptions = async () =>
  unwrap(
    await getAction<{ roleCode: string; roleName: string }[]>('/sys/role/queryall', undefined, {
      quiet: true,
    }),
  );

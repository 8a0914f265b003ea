import type { PayProvider, PaySettingSave, PaySettingTest, PaySettingView } from '@ck/shared';
import { getAction, postAction, unwrap } from '../../../api/client.ts';

export const PAY_SETTING_KEY = ['shop', 'paySetting'] as const;
const BASE = '/teaching/teachingPaySetting';

export const paySettings = async () => unwrap(await getAction<PaySettingView[]>(`${BASE}/list`));
export const savePaySetting = async (body: PaySettingSave) =>
  unwrap(await postAction<PaySettingView>(`${BASE}/save`, body, { quiet: true }));
export const testPaySetting = async (provider: PayProvider) =>
  unwrap(await postAction<PaySettingTest>(`${BASE}/test`, { provider }, { quiet: true }));

import type { PayProvider, PaySettingSave, PaySettingTest, PaySettingView } from '@ck/shared';
import { getResult, postResult } from '../../../api/result-calls.ts';

export const PAY_SETTING_KEY = ['shop', 'paySetting'] as const;
const BASE = '/teaching/teachingPaySetting';

export const paySettings = () => getResult<PaySettingView[]>(`${BASE}/list`);
export const savePaySetting = (body: PaySettingSave) =>
  postResult<PaySettingView>(`${BASE}/save`, body, true);
export const testPaySetting = (provider: PayProvider) =>
  postResult<PaySettingTest>(`${BASE}/test`, { provider }, true);

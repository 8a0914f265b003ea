import type {
  ClassCode,
  EditSelfBody,
  ForgetPasswordBody,
  ForgetPasswordResult,
  JoinedClass,
  LoginResult,
  NotifySettings,
  NotifySettingsBody,
  RegisterBody,
  RegisterResult,
  ResetClassCodeResult,
  SmsMode,
  UserInfoResult,
} from '@ck/shared';
import { postAction } from '../../../api/client.ts';
import { getResult, postResult, putResult } from '../../../api/result-calls.ts';

export const joinClass = async (code: string) =>
  postAction<JoinedClass>('/teaching/class/join', { code }, { quiet: true });
export const fetchClassCodes = () => getResult<ClassCode[]>('/teaching/class/codes');
export const resetClassCode = (departId: string) =>
  postResult<ResetClassCodeResult>('/teaching/class/code/reset', { departId }, true);

/** smsmode: 0 login, 1 register, 2 forgotten password, 3 bind phone. */
export const sendSms = (mobile: string, smsmode: SmsMode) =>
  postAction<null>('/sys/sms', { mobile, smsmode }, { quiet: true });
export const phoneLogin = (mobile: string, captcha: string) =>
  postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha }, { quiet: true });

export const register = (body: RegisterBody) => postResult<RegisterResult>('/sys/user/register', body, true);
export const forgetPassword = (body: ForgetPasswordBody) =>
  postResult<ForgetPasswordResult>('/sys/user/forgetPassword', body, true);

export const editSelf = (body: EditSelfBody) => putResult<UserInfoResult>('/sys/user/editSelf', body, true);
export const bindPhone = (mobile: string, captcha: string) =>
  putResult<UserInfoResult>('/sys/user/bindPhone', { mobile, captcha }, true);
export const fetchNotifySettings = () => getResult<NotifySettings>('/sys/user/notifySettings');
export const saveNotifySettings = (body: NotifySettingsBody) =>
  putResult<NotifySettings>('/sys/user/notifySettings', body, true);

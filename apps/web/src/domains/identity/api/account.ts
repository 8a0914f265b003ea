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
import { getAction, postAction, putAction, unwrap } from '../../../api/client.ts';

export const joinClass = async (code: string) =>
  postAction<JoinedClass>('/teaching/class/join', { code }, { quiet: true });
export const fetchClassCodes = async () => unwrap(await getAction<ClassCode[]>('/teaching/class/codes'));
export const resetClassCode = async (departId: string) =>
  unwrap(await postAction<ResetClassCodeResult>('/teaching/class/code/reset', { departId }, { quiet: true }));

/** smsmode: 0 login, 1 register, 2 forgotten password, 3 bind phone. */
export const sendSms = (mobile: string, smsmode: SmsMode) =>
  postAction<null>('/sys/sms', { mobile, smsmode }, { quiet: true });
export const phoneLogin = (mobile: string, captcha: string) =>
  postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha }, { quiet: true });

export const register = async (body: RegisterBody) =>
  unwrap(await postAction<RegisterResult>('/sys/user/register', body, { quiet: true }));
export const forgetPassword = async (body: ForgetPasswordBody) =>
  unwrap(await postAction<ForgetPasswordResult>('/sys/user/forgetPassword', body, { quiet: true }));

export const editSelf = async (body: EditSelfBody) =>
  unwrap(await putAction<UserInfoResult>('/sys/user/editSelf', body, { quiet: true }));
export const bindPhone = async (mobile: string, captcha: string) =>
  unwrap(await putAction<UserInfoResult>('/sys/user/bindPhone', { mobile, captcha }, { quiet: true }));
export const fetchNotifySettings = async () =>
  unwrap(await getAction<NotifySettings>('/sys/user/notifySettings'));
export const saveNotifySettings = async (body: NotifySettingsBody) =>
  unwrap(await putAction<NotifySettings>('/sys/user/notifySettings', body, { quiet: true }));

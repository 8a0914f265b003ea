import { getAction, postAction, putAction, unwrap } from '../../../api/client.ts';
import type { LoginResult, UserInfo } from '../../../api/types.ts';

export interface ClassCode {
  departId: string;
  departName: string;
  orgCode: string;
  code: string;
}

export interface NotifySettings {
  announcement: boolean;
  system: boolean;
  message: boolean;
  exam: boolean;
  homework: boolean;
}

export const joinClass = async (code: string) =>
  postAction<{ departName: string }>('/teaching/class/join', { code }, { quiet: true });
export const fetchClassCodes = async () => unwrap(await getAction<ClassCode[]>('/teaching/class/codes'));
export const resetClassCode = async (departId: string) =>
  unwrap(await postAction<{ code: string }>('/teaching/class/code/reset', { departId }, { quiet: true }));

/** smsmode: 0 login, 1 register, 2 forgotten password, 3 bind phone. */
export const sendSms = (mobile: string, smsmode: '0' | '1' | '2' | '3') =>
  postAction<null>('/sys/sms', { mobile, smsmode }, { quiet: true });
export const phoneLogin = (mobile: string, captcha: string) =>
  postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha }, { quiet: true });

export interface RegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
  realname?: string;
  phone?: string;
  smscode?: string;
}
export const register = async (body: RegisterPayload) =>
  unwrap(
    await postAction<{ username: string; className: string | null }>('/sys/user/register', body, {
      quiet: true,
    }),
  );
export const forgetPassword = async (body: {
  mobile: string;
  captcha: string;
  password: string;
  confirmpassword: string;
}) => unwrap(await postAction<{ username: string }>('/sys/user/forgetPassword', body, { quiet: true }));

export const editSelf = async (body: Partial<UserInfo>) =>
  unwrap(await putAction<{ userInfo: UserInfo }>('/sys/user/editSelf', body, { quiet: true }));
export const bindPhone = async (mobile: string, captcha: string) =>
  unwrap(
    await putAction<{ userInfo: UserInfo }>('/sys/user/bindPhone', { mobile, captcha }, { quiet: true }),
  );
export const fetchNotifySettings = async () =>
  unwrap(await getAction<NotifySettings>('/sys/user/notifySettings'));
export const saveNotifySettings = async (body: Partial<NotifySettings>) =>
  unwrap(await putAction<NotifySettings>('/sys/user/notifySettings', body, { quiet: true }));

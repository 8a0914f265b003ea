import { getAction, postAction, putAction, unwrap } from '../../../api/client.ts';
import type { Depart, LoginResult, PermissionResult, UserInfo } from '../../../api/types.ts';

export interface CurrentDeparts {
  list: Depart[];
  orgCode?: string;
}

export interface LoginPayload {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
}

/** Login is quiet: wrong credentials are shown inside the form, not as a toast. */
export function login(payload: LoginPayload) {
  return postAction<LoginResult>('/sys/login', payload, { quiet: true });
}

export function logout() {
  return postAction<unknown>('/sys/logout', {}, { quiet: true, skipSessionCheck: true });
}

export async function fetchCaptcha(key: number): Promise<string> {
  return unwrap(await getAction<string>(`/sys/randomImage/${key}`, undefined, { quiet: true }));
}

export async function fetchPermissions(): Promise<PermissionResult> {
  return unwrap(await getAction<PermissionResult>('/sys/permission/getUserPermissionByToken'));
}

export async function fetchCurrentDeparts(): Promise<CurrentDeparts> {
  return unwrap(await getAction<CurrentDeparts>('/sys/user/getCurrentUserDeparts'));
}

export async function selectDepart(orgCode: string): Promise<{ userInfo: UserInfo }> {
  return unwrap(await putAction<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode }, { quiet: true }));
}

export interface PasswordPayload {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function updatePassword(payload: PasswordPayload) {
  return postAction<unknown>('/sys/user/updatePassword', payload, { quiet: true });
}

/** The login answer without a token, for a session that started from a `?token=` link. */
export async function fetchSessionInfo(): Promise<Omit<LoginResult, 'token'>> {
  return unwrap(await getAction<Omit<LoginResult, 'token'>>('/sys/user/info'));
}

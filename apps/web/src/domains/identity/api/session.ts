import type {
  CurrentDeparts,
  LoginBody,
  LoginResult,
  SessionInfo,
  UpdatePasswordBody,
  UserInfoResult,
  UserPermissions,
} from '@ck/shared';
import { postAction } from '../../../api/client.ts';
import { getResult, putResult } from '../../../api/result-calls.ts';

/** Login is quiet: wrong credentials are shown inside the form, not as a toast. */
export function login(payload: LoginBody) {
  return postAction<LoginResult>('/sys/login', payload, { quiet: true });
}

export function logout() {
  return postAction<null>('/sys/logout', {}, { quiet: true, skipSessionCheck: true });
}

export async function fetchCaptcha(key: number): Promise<string> {
  return getResult<string>(`/sys/randomImage/${key}`, undefined, true);
}

export async function fetchPermissions(): Promise<UserPermissions> {
  return getResult<UserPermissions>('/sys/permission/getUserPermissionByToken');
}

export async function fetchCurrentDeparts(): Promise<CurrentDeparts> {
  return getResult<CurrentDeparts>('/sys/user/getCurrentUserDeparts');
}

export async function selectDepart(orgCode: string): Promise<UserInfoResult> {
  return putResult<UserInfoResult>('/sys/selectDepart', { orgCode }, true);
}

export function updatePassword(payload: UpdatePasswordBody) {
  return postAction<null>('/sys/user/updatePassword', payload, { quiet: true });
}

/** The login answer without a token, for a session that started from a `?token=` link. */
export async function fetchSessionInfo(): Promise<SessionInfo> {
  return getResult<SessionInfo>('/sys/user/info');
}

import { HttpError } from '../../api/http-errors.ts';
import { feedback } from '../../app/feedback.ts';
import { forgetUserQueries, queryClient } from '../../app/query-client.ts';
import { useSession } from '../../stores/session-store.ts';
import { fetchAllDictItems } from '../ops/api/dict.ts';
import { logout } from './api/session.ts';

/** Set by the /mslogin page: after logout such users return there instead of the welcome page. */
export const MS_LOGIN_FLAG = 'ms_login';

/** Clears token, permissions, dictionaries and user data locally; the guard then navigates to `to`. */
export function clearLocalSession(to?: string): void {
  useSession.getState().clear(to);
  // Let the screens that used the data unmount before their cached answers go.
  window.setTimeout(forgetUserQueries, 0);
}

/**
 * SPEC §4 logout: call the server (continuing when it fails, with an error message), clear the local
 * session, then go to /mslogin when the MS-login flag is set, otherwise to `/`, unless `to` is given.
 */
export async function signOut(to?: string): Promise<void> {
  try {
    await logout();
  } catch (error) {
    // 401: the server already forgot this session, which is what logging out wants anyway.
    if (error instanceof HttpError && error.status === 401) return finishSignOut(to);
    const reason = error instanceof HttpError ? error.message : '';
    feedback().message.error(`退出登录时服务端出错${reason ? `：${reason}` : ''}，已在本地退出`);
  }
  finishSignOut(to);
}

function finishSignOut(to: string | undefined): void {
  clearLocalSession(to ?? (localStorage.getItem(MS_LOGIN_FLAG) ? '/mslogin' : '/'));
}

/** Re-fetches every dictionary (the "刷新缓存" button) and returns how many there are. */
export async function refreshDictCache(): Promise<number> {
  const fresh = await fetchAllDictItems();
  useSession.getState().setDicts(fresh);
  queryClient.removeQueries({ queryKey: ['dict'] });
  return Object.keys(fresh).length;
}

import { TOKEN_TTL_MS } from '@ck/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type {
  DictCache,
  LoginResult,
  MenuNode,
  PermissionItem,
  PermissionResult,
  UserInfo,
} from '../api/types.ts';
import { expiringFieldStorage } from './expiring-storage.ts';

interface SessionData {
  token: string;
  userInfo: UserInfo | null;
  roles: string[];
  /** `sysAllDictItems` of the login answer, refreshed per code on demand. */
  dicts: DictCache;
  menu: MenuNode[];
  auth: PermissionItem[];
  allAuth: PermissionItem[];
}

interface SessionState extends SessionData {
  /** True once the permission list was fetched in this page load (never persisted). */
  permissionsLoaded: boolean;
  /** Between a successful login and leaving the login page (department choice); never persisted. */
  loginPending: boolean;
  setLoginPending: (pending: boolean) => void;
  /**
   * Where a logout is heading. Router navigations are transitions while store updates are synchronous,
   * so the guard (not the caller) performs this navigation, and never mistakes the page being left
   * for a protected page visited without a token.
   */
  leavingTo: string | null;
  arrived: () => void;
  applyLogin: (result: LoginResult) => void;
  setToken: (token: string) => void;
  setUserInfo: (userInfo: UserInfo) => void;
  /** Fills user, roles and dictionaries for a token that came without a login (a `?token=` link). */
  applySessionInfo: (info: Omit<LoginResult, 'token'>) => void;
  setPermissions: (permissions: PermissionResult) => void;
  setDict: (code: string, items: DictCache[string]) => void;
  setDicts: (dicts: DictCache) => void;
  clear: (leavingTo?: string) => void;
}

const empty: SessionData = {
  token: '',
  userInfo: null,
  roles: [],
  dicts: {},
  menu: [],
  auth: [],
  allAuth: [],
};

export const SESSION_STORAGE_NAME = 'ck-session';

export const useSession = create<SessionState>()(
  persist(
    (set, get) => ({
      ...empty,
      permissionsLoaded: false,
      loginPending: false,
      setLoginPending: (loginPending) => set({ loginPending }),
      leavingTo: null,
      arrived: () => set({ leavingTo: null }),
      applyLogin: (result) =>
        set({
          token: result.token,
          userInfo: result.userInfo,
          roles: result.role.filter(Boolean),
          dicts: result.sysAllDictItems,
          menu: [],
          auth: [],
          allAuth: [],
          permissionsLoaded: false,
          loginPending: true,
          leavingTo: null,
        }),
      setToken: (token) => {
        if (token !== get().token) set({ token, permissionsLoaded: false });
      },
      setUserInfo: (userInfo) => set({ userInfo }),
      applySessionInfo: (info) =>
        set({ userInfo: info.userInfo, roles: info.role.filter(Boolean), dicts: info.sysAllDictItems }),
      setPermissions: (p) =>
        set({ menu: p.menu ?? [], auth: p.auth ?? [], allAuth: p.allAuth ?? [], permissionsLoaded: true }),
      setDict: (code, items) => set({ dicts: { ...get().dicts, [code]: items } }),
      setDicts: (dicts) => set({ dicts }),
      clear: (leavingTo) =>
        set({ ...empty, permissionsLoaded: false, loginPending: false, leavingTo: leavingTo ?? null }),
    }),
    {
      name: SESSION_STORAGE_NAME,
      storage: expiringFieldStorage<SessionData>(TOKEN_TTL_MS),
      partialize: ({ token, userInfo, roles, dicts, menu, auth, allAuth }) => ({
        token,
        userInfo,
        roles,
        dicts,
        menu,
        auth,
        allAuth,
      }),
    },
  ),
);

/** Non-React access to the current token (the HTTP client). */
export function currentToken(): string {
  return useSession.getState().token;
}

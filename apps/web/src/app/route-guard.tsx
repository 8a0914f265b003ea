import { isTenantBlockedMessage } from '@ck/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { HttpError } from '../api/http-errors.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { fetchPermissions, fetchSessionInfo, logout } from '../domains/identity/api/session.ts';
import { clearLocalSession } from '../domains/identity/session-actions.ts';
import { useSession } from '../stores/session-store.ts';
import { loginPathWithRedirect } from './navigation.ts';
import {
  DEFAULT_LANDING,
  isPermissionExempt,
  isPublicPath,
  LOGIN_PATH,
  MS_LOGIN_PATH,
  normalizePath,
} from './public-paths.ts';

let inflight: Promise<void> | null = null;

/** One permission fetch per page load, shared by concurrent renders (StrictMode, quick navigations). */
function loadPermissionsOnce(): Promise<void> {
  inflight ??= Promise.all([
    fetchPermissions(),
    // A token adopted from the URL has no user yet: fetch who it belongs to.
    useSession.getState().userInfo ? null : fetchSessionInfo(),
  ])
    .then(([permissions, info]) => {
      if (info) useSession.getState().applySessionInfo(info);
      useSession.getState().setPermissions(permissions);
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/**
 * The navigation guard of SPEC §4:
 * - a `token` query parameter is adopted (7 days) and removed from the URL;
 * - without a token only public paths render, others go to /user/login?redirect=<intended>;
 * - with a token /user/login goes to /account/center;
 * - the first navigation with a token fetches the permission list (the menu builds the routes); on
 *   failure the user is logged out and sent to login with the redirect;
 * - /home-page/raceList and /kaoshi-online skip the permission check.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const loaded = useSession((s) => s.permissionsLoaded);
  const loginPending = useSession((s) => s.loginPending);
  const leavingTo = useSession((s) => s.leavingTo);

  const path = normalizePath(location.pathname);
  const fullPath = `${location.pathname}${location.search}`;
  const urlToken = new URLSearchParams(location.search).get('token');
  // A login page finishing a login (department choice) keeps rendering instead of loading permissions.
  const finishingLogin = loginPending && (path === LOGIN_PATH || path === MS_LOGIN_PATH);
  const needsPermissions =
    !!token && !urlToken && !loaded && !finishingLogin && path !== LOGIN_PATH && !isPermissionExempt(path);

  useEffect(() => {
    if (!urlToken) return;
    useSession.getState().setToken(urlToken);
    const rest = new URLSearchParams(location.search);
    rest.delete('token');
    const query = rest.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, { replace: true });
  }, [urlToken, location.pathname, location.search, location.hash, navigate]);

  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` asks for the permissions again
  useEffect(() => {
    if (!needsPermissions) return;
    let cancelled = false;
    let retry: number | undefined;
    loadPermissionsOnce().catch((error: unknown) => {
      if (cancelled) return;
      // A 401 was already handled by the client (session cleared, sent to login).
      if (error instanceof HttpError && error.status === 401) return;
      // A closed tenant: the client already sent the user to its notice page; the session stays.
      if (error instanceof HttpError && error.status === 403 && isTenantBlockedMessage(error.message)) return;
      // No answer at all (offline, or the page is being left): the session may be fine, so keep it
      // and ask again shortly; the client already told the user about the network.
      if (error instanceof HttpError && (error.status === 0 || error.timeout)) {
        retry = window.setTimeout(() => setAttempt((n) => n + 1), 3000);
        return;
      }
      logout().catch(() => undefined);
      clearLocalSession(loginPathWithRedirect(fullPath));
    });
    return () => {
      cancelled = true;
      window.clearTimeout(retry);
    };
  }, [needsPermissions, fullPath, attempt]);

  const leavingPath = leavingTo ? normalizePath(leavingTo.split('?')[0]) : null;
  useEffect(() => {
    if (leavingPath && leavingPath === path) useSession.getState().arrived();
  }, [leavingPath, path]);

  if (urlToken) return <PageLoading fullscreen tip="正在登录…" />;
  if (!token) {
    if (leavingTo && leavingPath !== path) return <Navigate to={leavingTo} replace />;
    return isPublicPath(path) ? children : <Navigate to={loginPathWithRedirect(fullPath)} replace />;
  }
  // While the login page finishes (department choice) it stays; afterwards it navigates by itself.
  if (path === LOGIN_PATH) return loginPending ? children : <Navigate to={DEFAULT_LANDING} replace />;
  if (!needsPermissions) return children;
  return <PageLoading fullscreen tip="正在加载菜单与权限…" />;
}

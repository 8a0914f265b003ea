/** SPEC §2: paths open without a login (a trailing slash is ignored). */
export const PUBLIC_PATHS = [
  '/',
  '/mslogin',
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  // Single sign-on and third-party logins come back here (CAS ticket, one-time code).
  '/user/cas-login',
  '/user/third-login',
  // Race login: contest accounts and verification codes sign in here.
  '/user/raceLogin',
  '/home',
  '/new',
  '/work-detail',
  '/home-page',
  '/home-page/home',
  '/home-page/newHome',
  '/home-page/frontNews',
  '/home-page/frontNewsDetail',
  '/home-page/otherGoods',
  '/home-page/otherGoodsDetail',
  // The new-home pages SPEC §2 calls open. Its `menu` page is left out: it edits the site's front
  // menu, so every call it makes needs an administrator.
  '/home-page/course',
  '/home-page/testing',
  '/home-page/joinCourse',
  '/home-page/courseDetail',
  '/home-page/courseUnit',
  // The works gallery; a work's detail page itself checks that the work is public.
  '/work',
  '/work/home',
  '/work/index',
  // Anyone holding a certificate's serial may check it.
  '/home-page/certVerify',
  // The exam's phone side camera: the pairing code in its link stands for the attempt, no sign-in.
  '/kaoshi-online-mobile-camera',
] as const;

/** Signed-in pages that do not wait for the permission list (SPEC §2). */
export const PERMISSION_EXEMPT_PATHS = [
  '/home-page/raceList',
  '/kaoshi-online',
  // A disabled or expired tenant's users: the server refuses their menus, the notice page needs none.
  '/tenant-expired',
] as const;

export const LOGIN_PATH = '/user/login';
export const MS_LOGIN_PATH = '/mslogin';
export const HOME_TAB_PATH = '/dashboard/index';
export const DEFAULT_LANDING = '/account/center';

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(normalizePath(pathname));
}

export function isPermissionExempt(pathname: string): boolean {
  return (PERMISSION_EXEMPT_PATHS as readonly string[]).includes(normalizePath(pathname));
}

/** Only same-site paths are accepted as a post-login redirect (no open redirect to other hosts). */
export function safeRedirect(raw: string | null | undefined, fallback = DEFAULT_LANDING): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (normalizePath(raw.split('?')[0]) === LOGIN_PATH) return fallback;
  return raw;
}

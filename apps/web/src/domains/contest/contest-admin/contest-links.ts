/** Where a contest's row actions lead; inside the site layout (`/home-page/...`) they stay there. */
export type ContestLinkKey = 'groups' | 'schools' | 'teams' | 'participants' | 'codes' | 'board' | 'jury';

const BACK_OFFICE: Record<ContestLinkKey, string> = {
  groups: '/contest/contestClass',
  schools: '/contest/schoolClass',
  teams: '/contest/team',
  participants: '/contest/userOtherInfo',
  codes: '/contest/codes',
  board: '/home-page/raceRank',
  jury: '/contest/jury',
};

const SITE: Record<ContestLinkKey, string> = {
  ...BACK_OFFICE,
  groups: '/home-page/contestClass',
  schools: '/home-page/schoolClass',
  teams: '/home-page/team',
  participants: '/home-page/userOtherInfo',
  // The second `/home-page/courseAuth` route: with a contest it is the verification-code page.
  codes: '/home-page/courseAuth',
};

/** Whether a path is in the site layout, where the sub-pages have their `/home-page/<name>` twins. */
export const inSiteLayout = (pathname: string) =>
  pathname === '/home-page' || pathname.startsWith('/home-page/');

export function contestLink(key: ContestLinkKey, contestId: string, pathname: string): string {
  const base = (inSiteLayout(pathname) ? SITE : BACK_OFFICE)[key];
  return `${base}?contestId=${encodeURIComponent(contestId)}`;
}

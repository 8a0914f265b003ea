import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { extraUserRoutes, publicSiteRoutes } from '../../../app/public-site-routes.tsx';
import { raceRoutes } from './routes.ts';

const lastPath = (path: string) => {
  const match = matchRoutes(publicSiteRoutes, path);
  return match?.map((m) => m.route.path ?? '').filter(Boolean);
};

describe('race routes', () => {
  it('serves the contest pages under /home-page', () => {
    for (const page of ['raceList', 'raceHome', 'raceRank', 'caseRace']) {
      expect(lastPath(`/home-page/${page}`)).toEqual(['/home-page', page]);
    }
  });

  it('serves /home/rc-race-list itself: the /home redirect does not shadow it', () => {
    expect(lastPath('/home/rc-race-list')).toEqual(['/home/rc-race-list']);
    expect(lastPath('/home')).toEqual(['/home']);
    // The same page as the list.
    expect(raceRoutes.sitePages?.[0].page).toBe(raceRoutes.homePages?.[0].page);
  });

  it('adds the race login to /user', () => {
    expect(extraUserRoutes.some((r) => r.path === 'raceLogin')).toBe(true);
  });
});

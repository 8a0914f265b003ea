import { describe, expect, it } from 'vitest';
import { contestLink, inSiteLayout } from './contest-links.ts';

describe('contest row links', () => {
  it('stay in the back office from a menu page', () => {
    expect(contestLink('groups', 'c1', '/contest/contestInfo')).toBe('/contest/contestClass?contestId=c1');
    expect(contestLink('codes', 'c1', '/contest/contestInfo')).toBe('/contest/codes?contestId=c1');
    expect(contestLink('jury', 'c1', '/contest/contestInfo')).toBe('/contest/jury?contestId=c1');
  });

  it('stay in the site layout from a home page, codes through the second courseAuth route', () => {
    expect(contestLink('participants', 'c1', '/home-page/contestInfo')).toBe(
      '/home-page/userOtherInfo?contestId=c1',
    );
    expect(contestLink('codes', 'c1', '/home-page/contestInfo')).toBe('/home-page/courseAuth?contestId=c1');
    expect(contestLink('board', 'c1', '/home-page/contestInfo')).toBe('/home-page/raceRank?contestId=c1');
  });

  it('encode the id and tell the layouts apart', () => {
    expect(contestLink('teams', 'a b&c', '/contest/x')).toBe('/contest/team?contestId=a%20b%26c');
    expect(inSiteLayout('/home-page')).toBe(true);
    expect(inSiteLayout('/home-pages/x')).toBe(false);
    expect(inSiteLayout('/contest/team')).toBe(false);
  });
});

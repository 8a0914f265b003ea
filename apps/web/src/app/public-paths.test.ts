import { describe, expect, it } from 'vitest';
import { isPermissionExempt, isPublicPath, normalizePath, safeRedirect } from './public-paths.ts';

describe('public paths (SPEC §2)', () => {
  it('ignores a trailing slash', () => {
    expect(isPublicPath('/user/login/')).toBe(true);
    expect(isPublicPath('/home-page/frontNews/')).toBe(true);
    expect(normalizePath('///')).toBe('/');
  });

  it('opens the new-home pages SPEC §2 lists as open, but not the front-menu editor', () => {
    for (const page of ['home', 'course', 'testing', 'joinCourse', 'courseDetail', 'courseUnit'])
      expect(isPublicPath(`/home-page/${page}`)).toBe(true);
    expect(isPublicPath('/home-page/menu')).toBe(false);
    expect(isPublicPath('/home-page/jifen')).toBe(false);
  });

  it('opens the certificate check, not the learner’s certificates', () => {
    expect(isPublicPath('/home-page/certVerify')).toBe(true);
    expect(isPublicPath('/home-page/cert')).toBe(false);
  });

  it('keeps the back office private', () => {
    expect(isPublicPath('/isystem/dict')).toBe(false);
    expect(isPublicPath('/dashboard/index')).toBe(false);
    expect(isPublicPath('/user/login.js')).toBe(false);
  });

  it('lists the two pages that skip the permission check', () => {
    expect(isPermissionExempt('/kaoshi-online/')).toBe(true);
    expect(isPermissionExempt('/home-page/raceList')).toBe(true);
    expect(isPermissionExempt('/home-page/raceRank')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('accepts same-site paths with their query', () => {
    expect(safeRedirect('/isystem/dict?x=1')).toBe('/isystem/dict?x=1');
  });

  it('refuses other hosts and the login page itself', () => {
    expect(safeRedirect('//evil.example/x')).toBe('/account/center');
    expect(safeRedirect('https://evil.example')).toBe('/account/center');
    expect(safeRedirect('/\\evil.example')).toBe('/account/center');
    expect(safeRedirect('/user/login?redirect=/x')).toBe('/account/center');
    expect(safeRedirect(null)).toBe('/account/center');
  });
});

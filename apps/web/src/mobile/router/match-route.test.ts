import { describe, expect, it } from 'vitest';
import { isInAppPath, matchRoute } from './match-route.ts';

describe('matchRoute', () => {
  it('matches every page of the companion', () => {
    expect(matchRoute('/m/')).toEqual({ name: 'home' });
    expect(matchRoute('/m')).toEqual({ name: 'home' });
    expect(matchRoute('/m/articles')).toEqual({ name: 'articles' });
    expect(matchRoute('/m/article/abc-1')).toEqual({ name: 'article', id: 'abc-1' });
    expect(matchRoute('/m/assessments/')).toEqual({ name: 'assessments' });
    expect(matchRoute('/m/assessment/t1')).toEqual({ name: 'assessment', id: 't1' });
    expect(matchRoute('/m/report/tok%20en')).toEqual({ name: 'report', token: 'tok en' });
  });

  it('answers not-found for unknown or foreign paths', () => {
    for (const path of ['/m/article', '/m/article/1/2', '/m/nope', '/mobile', '/', '/m/report/'])
      expect(matchRoute(path)).toEqual({ name: 'not-found' });
  });

  it('keeps a malformed escape as it is', () => {
    expect(matchRoute('/m/article/%E0')).toEqual({ name: 'article', id: '%E0' });
  });
});

describe('isInAppPath', () => {
  it('tells companion paths from the main site and the web', () => {
    expect(isInAppPath('/m/assessment/1')).toBe(true);
    expect(isInAppPath('/m?orgId=1')).toBe(true);
    expect(isInAppPath('/home-page/courseDetail?id=1')).toBe(false);
    expect(isInAppPath('/mobile')).toBe(false);
    expect(isInAppPath('https://example.com/m/')).toBe(false);
  });
});

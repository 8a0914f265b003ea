import { describe, expect, it } from 'vitest';
import { resourcePage, resourcePageOf } from './resource-pages.ts';

describe('resource pages', () => {
  it('serves `resource/<module>/<name>` components with one lazy page per resource', () => {
    const page = resourcePageOf('resource/teaching/news');
    expect(page).toBeDefined();
    expect(resourcePageOf('resource/teaching/news')).toBe(page);
    expect(resourcePage('teaching/news')).toBe(page);
  });

  it('leaves every other component string to the registry', () => {
    for (const component of [
      'portal/NewsList',
      'resource/',
      'resource/teaching',
      'resource/../x/y',
      'x/resource/a/b',
    ])
      expect(resourcePageOf(component)).toBeUndefined();
  });
});

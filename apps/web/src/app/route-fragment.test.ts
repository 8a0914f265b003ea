import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';
import { pageRegistry, routeFragments, staticPageRoutes } from './page-registry.ts';
import { mergePages, resolveStaticRoutes, type WebDomain } from './route-fragment.ts';

function Blank() {
  return null;
}
const page = () => lazyPage(() => Promise.resolve({ Blank }), 'Blank');

describe('route fragments', () => {
  it('merges the pages of every fragment into one registry', () => {
    const a = page();
    const b = page();
    const registry = mergePages([
      { name: 'one', routes: { pages: { 'x/A': a } } },
      { name: 'two', routes: { pages: { 'x/B': b } } },
    ]);
    expect(registry).toEqual({ 'x/A': a, 'x/B': b });
  });

  it('refuses two fragments claiming one component string', () => {
    const domains: WebDomain[] = [
      { name: 'one', routes: { pages: { 'x/A': page() } } },
      { name: 'two', routes: { pages: { 'x/A': page() } } },
    ];
    expect(() => mergePages(domains)).toThrow(/x\/A.*one.*two/);
  });

  it('resolves static routes through the registry and refuses unknown components', () => {
    const a = page();
    const domains: WebDomain[] = [
      {
        name: 'one',
        routes: { pages: { 'x/A': a }, staticRoutes: [{ path: '/a', title: 'A', component: 'x/A' }] },
      },
    ];
    expect(resolveStaticRoutes(domains, mergePages(domains))).toEqual([
      { path: '/a', title: 'A', keepAlive: false, page: a },
    ]);
    const broken: WebDomain[] = [
      { name: 'one', routes: { pages: {}, staticRoutes: [{ path: '/b', title: 'B', component: 'x/B' }] } },
    ];
    expect(() => resolveStaticRoutes(broken, {})).toThrow(/x\/B/);
  });

  it('builds the real registry from the shell and every domain', () => {
    expect(routeFragments.map((f) => f.name)).toEqual([
      'shell',
      'identity',
      'site',
      'ops',
      'notice',
      'judge',
      'teaching',
      'works',
      'exam',
      'contest',
      'ai',
      'points',
      'shop',
      'tenant',
      'companion',
    ]);
    expect(pageRegistry['system/UserList']).toBeDefined();
    expect(pageRegistry['shop/OrderList']).toBeDefined();
    expect(pageRegistry['ai/AiSetting']).toBeDefined();
    expect(pageRegistry['oj/Submission']).toBeDefined();
    expect(staticPageRoutes.map((r) => r.path)).toContain('/isps/userAnnouncement');
  });
});

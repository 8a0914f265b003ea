import { describe, expect, it } from 'vitest';
import { resourceMenus } from '../../crud/resource-menus.ts';
import { domains } from '../../domains/index.ts';
import type { MenuSeed } from './menu-types.ts';
import { menuTree } from './seed.ts';

function leaves(menus: MenuSeed[]): MenuSeed[] {
  return menus.flatMap((m) => (m.children?.length ? leaves(m.children) : [m]));
}

describe('seeded back-office menus', () => {
  const tree = menuTree(domains.flatMap((d) => [...(d.menus ?? []), ...resourceMenus(d.resources ?? [])]));

  // The web renders every /home-page/* path in the public-site layout (SPEC §2): a back-office menu
  // there would lose the side menu and tabs. The public pages keep their /home-page routes.
  it('open in the back-office layout: no page under /home-page', () => {
    const publicSite = leaves(tree).filter((m) => /^\/home-page(\/|$)/.test(m.url));
    expect(publicSite.map((m) => `${m.name} ${m.url}`)).toEqual([]);
  });

  it('have one page per path', () => {
    const urls = leaves(tree).map((m) => m.url);
    expect(urls.filter((u, i) => urls.indexOf(u) !== i)).toEqual([]);
  });
});

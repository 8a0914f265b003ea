import { MENU_ICON_KEYS, menuIconOf } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { resourceMenus } from '../../crud/resource-menus.ts';
import { domains } from '../../domains/index.ts';
import type { MenuSeed } from './menu-types.ts';
import { menuTree } from './seed.ts';

/** Every menu entry of the tree, folders and pages alike (buttons are not menu seeds). */
function entries(menus: MenuSeed[]): MenuSeed[] {
  return menus.flatMap((m) => [m, ...entries(m.children ?? [])]);
}

describe('seeded back-office menu icons', () => {
  const tree = menuTree(domains.flatMap((d) => [...(d.menus ?? []), ...resourceMenus(d.resources ?? [])]));

  it('name on every menu entry an icon the web draws', () => {
    const all = entries(tree);
    expect(all.length).toBeGreaterThan(60);
    const missing = all.filter((m) => !menuIconOf(m.icon)).map((m) => `${m.name}（${m.icon ?? '无图标'}）`);
    expect(missing).toEqual([]);
  });

  it('reads the spellings a menu row may hold', () => {
    expect(menuIconOf('SettingOutlined')).toBe('setting');
    expect(menuIconOf('setting')).toBe('setting');
    expect(menuIconOf('BarChartOutlined')).toBe('bar-chart');
    expect(menuIconOf('NoSuchIconOutlined')).toBeUndefined();
    expect(menuIconOf('')).toBeUndefined();
    expect(MENU_ICON_KEYS).toContain('environment');
  });
});

import { MENU_ICON_KEYS } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { hasMenuIcon, MENU_ICON_NAMES, MenuIcon } from './menu-icon.tsx';

// The seeded menus are checked against the shared key list on the server
// (apps/server/src/db/seed/menu-icons.test.ts); here: the web draws every key of that list.
describe('menu icons', () => {
  it('draws every icon of the shared list, in every spelling a menu row may hold', () => {
    expect(MENU_ICON_NAMES).toEqual(MENU_ICON_KEYS);
    for (const key of MENU_ICON_KEYS) expect(MenuIcon({ name: key }), key).not.toBeNull();
    expect(hasMenuIcon('EnvironmentOutlined')).toBe(true);
    expect(hasMenuIcon('BarChartOutlined')).toBe(true);
    expect(hasMenuIcon('file-text')).toBe(true);
  });

  it('draws nothing for an unknown or empty name', () => {
    expect(hasMenuIcon('NoSuchIconOutlined')).toBe(false);
    expect(hasMenuIcon(undefined)).toBe(false);
    expect(MenuIcon({ name: 'NoSuchIconOutlined' })).toBeNull();
    expect(MenuIcon({})).toBeNull();
  });
});

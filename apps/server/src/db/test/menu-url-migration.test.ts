import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysPermission } from '../../domains/identity/index.ts';
import { seededBaseDatabase } from './seeded-base.ts';

const seeded = seededBaseDatabase();
const { rerun } = seeded;

const urlOf = async (id: string) =>
  (await seeded.db.select({ url: sysPermission.url }).from(sysPermission).where(eq(sysPermission.id, id)))[0]
    ?.url;

describe('site menu addresses of installations seeded before the move', () => {
  it('moves the old public-site addresses to the back office and leaves edited ones alone', async () => {
    await seeded.db
      .update(sysPermission)
      .set({ url: '/home-page/menu' })
      .where(eq(sysPermission.id, 'menu-portal-menu'));
    await seeded.db
      .update(sysPermission)
      .set({ url: '/custom/indexConfig' })
      .where(eq(sysPermission.id, 'menu-portal-index-config'));
    await rerun('0021_site_menu_urls.sql');
    expect(await urlOf('menu-portal-menu')).toBe('/portal/menu');
    expect(await urlOf('menu-portal-index-config')).toBe('/custom/indexConfig');
  });
});

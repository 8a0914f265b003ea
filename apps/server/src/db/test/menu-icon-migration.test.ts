import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysPermission } from '../../domains/identity/index.ts';
import { seededBaseDatabase } from './seeded-base.ts';

const seeded = seededBaseDatabase();
const { rerun } = seeded;

const iconOf = async (id: string) =>
  (
    await seeded.db.select({ icon: sysPermission.icon }).from(sysPermission).where(eq(sysPermission.id, id))
  )[0]?.icon;

const setIcon = (id: string, icon: string | null) =>
  seeded.db.update(sysPermission).set({ icon }).where(eq(sysPermission.id, id));

describe('message centre menu icons of installations seeded without them', () => {
  it('are seeded on a new installation', async () => {
    expect(await iconOf('menu-message-template')).toBe('ProfileOutlined');
    expect(await iconOf('menu-message-log')).toBe('HistoryOutlined');
  });

  it('are filled in where missing and left alone where an administrator chose one', async () => {
    await setIcon('menu-message-template', null);
    await setIcon('menu-message-log', 'MailOutlined');
    await rerun('0031_message_menu_icons.sql');
    expect(await iconOf('menu-message-template')).toBe('ProfileOutlined');
    expect(await iconOf('menu-message-log')).toBe('MailOutlined');
  });

  it('are filled in where an empty icon was stored', async () => {
    await setIcon('menu-message-log', '');
    await rerun('0031_message_menu_icons.sql');
    expect(await iconOf('menu-message-log')).toBe('HistoryOutlined');
  });
});

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { UserDataRules } from '../../../platform/auth/data-rule-types.ts';
import { sysPermission } from '../tables.ts';
import { loadUserDataRules } from './data-rule-grants.ts';
import { grantedPermissionIds } from './grants.ts';
import { type ButtonAuth, buildMenuTree, type MenuNode } from './menu-tree.ts';

const HOME: MenuNode = {
  id: 'menu-home',
  route: '1',
  path: '/dashboard/index',
  name: 'dashboard-index',
  component: 'dashboard/Index',
  redirect: null,
  meta: { keepAlive: false, internalOrExternal: false, title: '首页', icon: 'HomeOutlined' },
};

/** Menus, granted buttons and the full button catalogue of a user (getUserPermissionByToken). */
export async function userPermissions(db: Db, userId: string) {
  const ids = await grantedPermissionIds(db, userId);
  const granted = ids.length
    ? await db
        .select({ p: sysPermission })
        .from(sysPermission)
        .where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)))
    : [];
  const rows = granted.map((g) => g.p).sort((a, b) => a.sortNo - b.sortNo || a.id.localeCompare(b.id));
  const menu = buildMenuTree(rows);
  // A home node is always present, even for a user with no granted menu.
  if (!menu.some((m) => m.path === HOME.path)) menu.unshift(HOME);

  const auth: ButtonAuth[] = rows
    .filter((r) => r.menuType === 2 && r.perms)
    .map((r) => ({ action: r.perms!, type: r.permsType, describe: r.name }));
  const buttons = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0)))
    .orderBy(asc(sysPermission.sortNo));
  const allAuth: ButtonAuth[] = buttons
    .filter((b) => b.perms)
    .map((b) => ({ action: b.perms!, status: b.status, type: b.permsType, describe: b.name }));
  return { menu, auth, allAuth };
}

type UserPermissions = Awaited<ReturnType<typeof userPermissions>>;

// Menus change rarely and are read on every page load: keep each user's answer briefly.
// Changes on this node call clear(); other nodes pick them up within TTL_MS.
const TTL_MS = 10_000;

export class PermissionCache {
  private entries = new Map<string, { value: UserPermissions; until: number }>();
  private rules = new Map<string, { value: UserDataRules; until: number }>();

  constructor(private readonly db: Db) {}

  /** The data rules of a user, per menu component; kept and cleared together with the menus. */
  async dataRules(userId: string): Promise<UserDataRules> {
    const hit = this.rules.get(userId);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await loadUserDataRules(this.db, userId);
    if (this.rules.size > 20_000) this.rules.clear();
    this.rules.set(userId, { value, until: Date.now() + TTL_MS });
    return value;
  }

  async of(userId: string): Promise<UserPermissions> {
    const hit = this.entries.get(userId);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = await userPermissions(this.db, userId);
    if (this.entries.size > 20_000) this.entries.clear();
    this.entries.set(userId, { value, until: Date.now() + TTL_MS });
    return value;
  }

  clear() {
    this.entries.clear();
    this.rules.clear();
  }
}

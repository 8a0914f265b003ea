import { createHash } from 'node:crypto';
import type { AllAuthItem, ButtonAuth, UserMenuNode, UserPermissions } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { UserDataRules } from '../../../platform/auth/data-rule-types.ts';
import { sysPermission } from '../tables.ts';
import { loadUserDataRules } from './data-rule-grants.ts';
import { grantedPermissionIds } from './grants.ts';
import { buildMenuTree } from './menu-tree.ts';

const HOME: UserMenuNode = {
  id: 'menu-home',
  route: '1',
  path: '/dashboard/index',
  name: 'dashboard-index',
  component: 'dashboard/Index',
  redirect: null,
  meta: { keepAlive: false, internalOrExternal: false, title: '首页', icon: 'HomeOutlined' },
};

/** Menus, granted buttons and the full button catalogue for a set of granted permission ids. */
async function permissionsOfIds(db: Db, ids: string[]): Promise<UserPermissions> {
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
  const allAuth: AllAuthItem[] = buttons
    .filter((b) => b.perms)
    .map((b) => ({ action: b.perms!, status: b.status, type: b.permsType, describe: b.name }));
  return { menu, auth, allAuth };
}

/** Menus, granted buttons and the full button catalogue of a user (getUserPermissionByToken), uncached. */
export async function userPermissions(db: Db, userId: string): Promise<UserPermissions> {
  return permissionsOfIds(db, await grantedPermissionIds(db, userId));
}

/** A built answer and its JSON text (UTF-8), shared by every user holding the same permissions. */
export interface PermissionAnswer {
  value: UserPermissions;
  json: Buffer;
}

interface Timed<T> {
  value: T;
  until: number;
}

// Menus change rarely and are read on every page load: keep answers briefly.
// Changes on this node call clear(); other nodes pick them up within TTL_MS.
const TTL_MS = 10_000;
const MAX_USERS = 20_000;
// Distinct permission sets are few (one per role mix); the bound only guards against a flood.
const MAX_ANSWERS = 1_000;

/** The answer depends only on the granted ids (and the global menu table): key it by them. */
const permissionSetKey = (tenantId: string, ids: string[]) =>
  `${tenantId}:${createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('base64url')}`;

export class PermissionCache {
  // user id -> key of their permission set; permission set -> built answer. A thousand students
  // with the same roles share one answer, built and serialised once.
  private sets = new Map<string, Timed<string>>();
  private answers = new Map<string, Timed<Promise<PermissionAnswer>>>();
  private rules = new Map<string, Timed<UserDataRules>>();
  // Bumped by clear(): what was read before a change must not be kept after it.
  private generation = 0;
  private built = 0;

  constructor(private readonly db: Db) {}

  /** How many answers were built (one per permission set and TTL); for tests. */
  get builds(): number {
    return this.built;
  }

  /** The data rules of a user, per menu component; kept and cleared together with the menus. */
  async dataRules(userId: string): Promise<UserDataRules> {
    const hit = this.rules.get(userId);
    if (hit && hit.until > Date.now()) return hit.value;
    const generation = this.generation;
    const value = await loadUserDataRules(this.db, userId);
    if (generation !== this.generation) return value;
    if (this.rules.size >= MAX_USERS) this.rules.clear();
    this.rules.set(userId, { value, until: Date.now() + TTL_MS });
    return value;
  }

  /** The answer of a user with its JSON text, shared with every user of the same permission set. */
  async answer(userId: string, tenantId: string): Promise<PermissionAnswer> {
    const set = this.sets.get(userId);
    if (set && set.until > Date.now()) {
      const hit = this.answers.get(set.value);
      if (hit && hit.until > Date.now()) return hit.value;
    }
    // Read the user's grants afresh: their set may have changed on another node.
    const generation = this.generation;
    const ids = await grantedPermissionIds(this.db, userId);
    const key = permissionSetKey(tenantId, ids);
    // clear() ran meanwhile: answer from what was read, but keep nothing.
    if (generation !== this.generation) return this.build(ids);
    if (this.sets.size >= MAX_USERS) this.sets.clear();
    this.sets.set(userId, { value: key, until: Date.now() + TTL_MS });
    const hit = this.answers.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    // The pending build is kept so that concurrent misses on one set share it.
    const entry = { value: this.build(ids), until: Date.now() + TTL_MS };
    const forget = () => {
      if (this.answers.get(key) === entry) this.answers.delete(key);
    };
    // A failed build is not kept; clear() drops pending builds with the rest.
    entry.value.catch(forget);
    if (this.answers.size >= MAX_ANSWERS) this.answers.clear();
    this.answers.set(key, entry);
    return entry.value;
  }

  private async build(ids: string[]): Promise<PermissionAnswer> {
    this.built++;
    const value = await permissionsOfIds(this.db, ids);
    return { value, json: Buffer.from(JSON.stringify(value)) };
  }

  clear() {
    this.generation++;
    this.sets.clear();
    this.answers.clear();
    this.rules.clear();
  }
}
